import {
  DEFAULT_STRATEGY_NAME,
  DEFAULT_STRATEGY_RANGES,
  STRATEGIES_MAX,
  type StationStrategy,
  type StationStrategyInput,
  type Strategy,
  type StrategyDraft,
  type StrategyGenerate,
  type StrategyInput,
  type StrategyList,
  type StrategyListQuery,
  strategyFromPeriods,
} from '@ies/contracts';
import { AppError, notFound, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { foreignKeyViolation, onUniqueViolation } from '../../db/violations';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { PricesService, StationReach } from '../prices/prices.service';
import { presentStrategy } from './strategies.presenter';
import type { StrategiesRepository } from './strategies.repository';
import { pageOffset } from '../../db/paging';

const IN_USE = 'iot-strategy.10001';
const NAME_TAKEN = 'iot-strategy.10002';
const DEFAULT_NOT_ADDED = 'iot-strategy.10003';
const TOO_MANY = 'iot-strategy.10004';
const DEFAULT_NOT_DELETED = 'iot-strategy.10006';

/** Strategies of the caller's tenant (B §3, §5, §8) and the strategy each station runs. */
export class StrategiesService {
  constructor(
    private readonly deps: {
      strategies: StrategiesRepository;
      clock: Clock;
      prices: () => Pick<PricesService, 'get'>;
      stations: () => StationReach;
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
    return {
      list: rows.map((r) => presentStrategy(r, counts.get(r.id) ?? 0)),
      pagination: { total_size: total, current_page: query.current_page, page_size: query.page_size },
    };
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
        ranges: input.ranges,
        updatedAt: this.deps.clock.now(),
      }),
    );
    if (!row) throw notFound();
    const counts = await this.deps.strategies.stationCounts([id]);
    return presentStrategy(row, counts.get(id) ?? 0);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    const row = await this.existing(auth, id);
    if (row.isDefault) throw new AppError(DEFAULT_NOT_DELETED);
    const counts = await this.deps.strategies.stationCounts([id]);
    if ((counts.get(id) ?? 0) > 0) throw new AppError(IN_USE);
    try {
      await this.deps.strategies.delete(auth.tenantId, id);
    } catch (error) {
      if (foreignKeyViolation(error)) throw new AppError(IN_USE);
      throw error;
    }
  }

  /** A starting point from a price template's base day (not stored). */
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
    return { ranges: strategyFromPeriods(template.config.periods, input) };
  }

  // ---------------------------------------------------------------- station strategy

  async ofStation(auth: AuthContext, stationId: string): Promise<StationStrategy> {
    const station = await this.deps.stations().reachable(auth, stationId, 'view');
    const assigned = await this.deps.strategies.ofStation(station.id);
    if (!assigned) return { strategy: null, assigned_at: null };
    return {
      strategy: await this.get(auth, assigned.strategyId),
      assigned_at: assigned.assignedAt.toISOString(),
    };
  }

  async assign(auth: AuthContext, stationId: string, input: StationStrategyInput): Promise<StationStrategy> {
    const station = await this.deps.stations().reachable(auth, stationId, 'edit');
    const strategy = await this.deps.strategies.find(auth.tenantId, input.strategy_id);
    if (!strategy) throw new ValidationError([{ field: 'strategy_id', code: 'iot-validation.10002' }]);
    await this.deps.strategies.assign({
      stationId: station.id,
      tenantId: auth.tenantId,
      strategyId: strategy.id,
      assignedBy: auth.userId,
      assignedAt: this.deps.clock.now(),
    });
    return this.ofStation(auth, stationId);
  }

  async unassign(auth: AuthContext, stationId: string): Promise<void> {
    const station = await this.deps.stations().reachable(auth, stationId, 'edit');
    await this.deps.strategies.unassign(station.id);
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
