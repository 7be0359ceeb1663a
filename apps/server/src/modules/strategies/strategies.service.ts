import {
  DEFAULT_STRATEGY_NAME,
  DEFAULT_STRATEGY_RANGES,
  STRATEGIES_MAX,
  type StationStrategy,
  type StationStrategyInput,
  type Strategy,
  type StrategyBatchApply,
  type StrategyBatchResult,
  type StrategyStation,
  type StrategyStations,
  type StrategyDraft,
  type StrategyGenerate,
  type StrategyInput,
  type StrategyList,
  type StrategyListQuery,
  strategyFromPeriods,
} from '@ies/contracts';
import { AppError, notFound, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { onForeignKeyViolation, onUniqueViolation } from '../../db/violations';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { PricesService } from '../prices/prices.service';
import { presentChange, presentStrategy, presentStrategyStation } from './strategies.presenter';
import type { StrategiesRepository } from './strategies.repository';
import type { StrategyPushService } from './strategy-push.service';
import type { StrategyPushesRepository } from './strategy-pushes.repository';
import type { StrategyRow } from '../../db/schema';
import { pageOffset, pagedList } from '../../db/paging';
import type { StationAccess } from '../stations/stations.service';

const IN_USE = 'iot-strategy.10001';
const NAME_TAKEN = 'iot-strategy.10002';
const DEFAULT_NOT_ADDED = 'iot-strategy.10003';
const TOO_MANY = 'iot-strategy.10004';
const DEFAULT_NOT_DELETED = 'iot-strategy.10006';
/** History entries shown with a station's strategy. */
const HISTORY_MAX = 50;

/** Strategies of the caller's tenant (B §3, §5, §8) and the strategy each station runs. */
export class StrategiesService {
  constructor(
    private readonly deps: {
      strategies: StrategiesRepository;
      clock: Clock;
      prices: () => Pick<PricesService, 'get'>;
      stations: () => StationAccess;
      pushes: StrategyPushesRepository;
      push: StrategyPushService;
    },
  ) {}

  async list(auth: AuthContext, query: StrategyListQuery): Promise<StrategyList> {
    await this.ensureDefault(auth.tenantId);
    const { rows, total } = await this.deps.strategies.page(
      auth.tenantId,
      pageOffset(query),
      query.page_size,
    );
    const counts = await this.deps.strategies.stationCounts(rows.map((r) => r.id));
    return pagedList(
      rows.map((r) => presentStrategy(r, counts.get(r.id) ?? 0)),
      total,
      query,
    );
  }

  async get(auth: AuthContext, id: string): Promise<Strategy> {
    const row = await this.existing(auth, id);
    const counts = await this.deps.strategies.stationCounts([id]);
    return presentStrategy(row, counts.get(id) ?? 0);
  }

  /** The default is seeded, never added (B §8); at most 20 in all, the default included. */
  async create(auth: AuthContext, input: StrategyInput): Promise<Strategy> {
    if (input.is_default) throw new AppError(DEFAULT_NOT_ADDED);
    await this.ensureDefault(auth.tenantId);
    if ((await this.deps.strategies.countOf(auth.tenantId)) >= STRATEGIES_MAX) throw new AppError(TOO_MANY);
    const row = await onUniqueViolation(NAME_CONSTRAINT, nameTaken, () =>
      this.deps.strategies.insert({
        tenantId: auth.tenantId,
        name: input.name,
        remark: input.remark,
        ...(input.i18n ? { i18n: input.i18n } : {}),
        ranges: input.ranges,
      }),
    );
    return presentStrategy(row, 0);
  }

  /** Any strategy, the default too, is edited; whether it is the default does not change. */
  async update(auth: AuthContext, id: string, input: StrategyInput): Promise<Strategy> {
    const current = await this.existing(auth, id);
    if (input.is_default !== undefined && input.is_default !== current.isDefault) {
      throw new AppError(DEFAULT_NOT_ADDED);
    }
    const row = await onUniqueViolation(NAME_CONSTRAINT, nameTaken, () =>
      this.deps.strategies.update(auth.tenantId, id, {
        name: input.name,
        remark: input.remark,
        ...(input.i18n ? { i18n: input.i18n } : {}),
        ranges: input.ranges,
        updatedAt: this.deps.clock.now(),
      }),
    );
    if (!row) throw notFound();
    // Stations that run it get the new version (a new entry in each station's history).
    if (row.name !== current.name || JSON.stringify(row.ranges) !== JSON.stringify(current.ranges)) {
      for (const station of await this.deps.pushes.stationsOf(auth.tenantId, id)) {
        await this.deps.push.push({ id: station.stationId, tenantId: auth.tenantId }, row, auth.userId);
      }
    }
    const counts = await this.deps.strategies.stationCounts([id]);
    return presentStrategy(row, counts.get(id) ?? 0);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    const row = await this.existing(auth, id);
    if (row.isDefault) throw new AppError(DEFAULT_NOT_DELETED);
    const counts = await this.deps.strategies.stationCounts([id]);
    if ((counts.get(id) ?? 0) > 0) throw new AppError(IN_USE);
    await onForeignKeyViolation(inUse, () => this.deps.strategies.delete(auth.tenantId, id));
  }

  /** A starting point from a price template's base day and its charge and discharge prices (not stored). */
  async generate(auth: AuthContext, input: StrategyGenerate): Promise<StrategyDraft> {
    const template = await this.deps
      .prices()
      .get(auth, input.template_id)
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'iot-http.404') {
          throw new ValidationError([{ field: 'template_id', code: 'iot-validation.10002' }]);
        }
        throw error;
      });
    return { ranges: strategyFromPeriods(template.config.periods, template.config, input) };
  }

  // ---------------------------------------------------------------- station strategy

  /** The station's strategy with the state of its newest push and its history (newest first). */
  async ofStation(auth: AuthContext, stationId: string): Promise<StationStrategy> {
    const [station] = await this.deps.stations().requireAccess(auth, 'view', { stationIds: [stationId] });
    const [assigned, history] = await Promise.all([
      this.deps.strategies.ofStation(station.id),
      this.deps.pushes.history(station.id, HISTORY_MAX),
    ]);
    const latest = history[0];
    const pushState = {
      state: latest?.state ?? null,
      reason: latest?.reason ?? null,
      applied_at: latest?.appliedAt?.toISOString() ?? null,
      history: history.map(presentChange),
    };
    if (!assigned) return { strategy: null, assigned_at: null, ...pushState };
    return {
      strategy: await this.get(auth, assigned.strategyId),
      assigned_at: assigned.assignedAt.toISOString(),
      ...pushState,
    };
  }

  /** Chooses the station's strategy and pushes it to the station's EMS and PCS (pending until acked). */
  async assign(auth: AuthContext, stationId: string, input: StationStrategyInput): Promise<StationStrategy> {
    const [station] = await this.deps.stations().requireAccess(auth, 'edit', { stationIds: [stationId] });
    const strategy = await this.deps.strategies.find(auth.tenantId, input.strategy_id);
    if (!strategy) throw new ValidationError([{ field: 'strategy_id', code: 'iot-validation.10002' }]);
    await this.assignReached(auth, station, strategy);
    return this.ofStation(auth, stationId);
  }

  /** Clears the station's strategy; the history records it (nothing is pushed). */
  async unassign(auth: AuthContext, stationId: string): Promise<void> {
    const [station] = await this.deps.stations().requireAccess(auth, 'edit', { stationIds: [stationId] });
    await this.deps.strategies.unassign(station.id);
    await this.deps.pushes.insertChange({
      stationId: station.id,
      tenantId: auth.tenantId,
      strategyId: null,
      strategyName: null,
      state: null,
      reason: null,
      changedBy: auth.userId,
      changedAt: this.deps.clock.now(),
      appliedAt: null,
    });
  }

  /**
   * One strategy to many stations (StationBatchStrategyList): a result per station. Every station
   * must be reached at `edit`: one outside the caller's authority answers 404 for the whole call
   * (as the by-id routes do, naming nothing of another tenant) and nothing is assigned.
   */
  async applyToStations(
    auth: AuthContext,
    strategyId: string,
    input: StrategyBatchApply,
  ): Promise<StrategyBatchResult> {
    const reached = await this.deps.stations().requireAccess(auth, 'edit', { stationIds: input.station_ids });
    const strategy = await this.deps.strategies.find(auth.tenantId, strategyId);
    if (!strategy) throw notFound();
    const results: StrategyStation[] = [];
    for (const station of reached) {
      const assignedAt = await this.assignReached(auth, station, strategy);
      const latest = (await this.deps.pushes.latest([station.id])).get(station.id);
      results.push(presentStrategyStation({ ...station, assignedAt }, latest));
    }
    return { results };
  }

  /** The stations the caller reaches that run the strategy, with their push states (StationStrategyDetail). */
  async stationsOf(auth: AuthContext, strategyId: string): Promise<StrategyStations> {
    const visible = new Set(await this.deps.stations().reachableIds(auth));
    await this.existing(auth, strategyId);
    const stations = (await this.deps.pushes.stationsOf(auth.tenantId, strategyId)).filter((s) =>
      visible.has(s.stationId),
    );
    const latest = await this.deps.pushes.latest(stations.map((s) => s.stationId));
    return {
      list: stations.map((s) =>
        presentStrategyStation(
          { id: s.stationId, name: s.name, assignedAt: s.assignedAt },
          latest.get(s.stationId),
        ),
      ),
    };
  }

  private async assignReached(
    auth: AuthContext,
    station: { id: string; tenantId: string },
    strategy: StrategyRow,
  ): Promise<Date> {
    const assignedAt = this.deps.clock.now();
    await this.deps.strategies.assign({
      stationId: station.id,
      tenantId: auth.tenantId,
      strategyId: strategy.id,
      assignedBy: auth.userId,
      assignedAt,
    });
    await this.deps.push.push(station, strategy, auth.userId);
    return assignedAt;
  }

  /** The assigned strategy as it is pushed (for a push again when a device comes back online). */
  async pushable(tenantId: string, strategyId: string) {
    const row = await this.deps.strategies.find(tenantId, strategyId);
    return row && { id: row.id, name: row.name, ranges: row.ranges };
  }

  private async ensureDefault(tenantId: string): Promise<void> {
    if (await this.deps.strategies.hasDefault(tenantId)) return;
    await this.deps.strategies.seedDefault({
      tenantId,
      name: DEFAULT_STRATEGY_NAME,
      ranges: DEFAULT_STRATEGY_RANGES,
    });
  }

  private async existing(auth: AuthContext, id: string) {
    await this.ensureDefault(auth.tenantId);
    const row = await this.deps.strategies.find(auth.tenantId, id);
    if (!row) throw notFound();
    return row;
  }
}

const NAME_CONSTRAINT = 'strategies_tenant_name_unique';

function nameTaken(): AppError {
  return new AppError(NAME_TAKEN, { data: { fields: [{ field: 'name', code: NAME_TAKEN }] } });
}

function inUse(): AppError {
  return new AppError(IN_USE);
}
