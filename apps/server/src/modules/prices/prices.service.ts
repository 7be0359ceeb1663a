import {
  PRICES_MAX,
  type PriceTemplate,
  type PriceTemplateInput,
  type PriceTemplateList,
  type PriceTemplateListQuery,
  type StationTariff,
  type StationTariffInput,
  type StationTariffList,
} from '@ies/contracts';
import { AppError, notFound, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { onForeignKeyViolation, onUniqueViolation } from '../../db/violations';
import type { AuthContext } from '../../platform/identity/auth-context';
import { presentTariff, presentTemplate } from './prices.presenter';
import type { PricesRepository } from './prices.repository';
import type { PriceTemplateRow } from '../../db/schema';
import { pagedList, pageWindow } from '../../db/paging';
import type { StationAccess } from '../stations/stations.service';
import { localDateAt, zoneOfStation } from '../../platform/time/local-calendar';

const IN_USE = 'iot-price.10001';
const NAME_TAKEN = 'iot-price.10002';
const TOO_MANY = 'iot-price.10005';

/**
 * The local date (YYYY-MM-DD) of an instant at a station (its IANA zone, else its whole-hour
 * offset) or at a whole-hour offset.
 */
export function localDateOf(
  at: Date,
  where: number | { timeZone: string | null; tzOffsetHours: number },
): string {
  const station = typeof where === 'number' ? { timeZone: null, tzOffsetHours: where } : where;
  return localDateAt(zoneOfStation(station), at.getTime());
}

/** Price templates of the caller's tenant (B §3, §5, §7) and the tariff versions of stations. */
export class PricesService {
  constructor(
    private readonly deps: {
      prices: PricesRepository;
      clock: Clock;
      /** Resolved lazily: the stations module registers its service first. */
      stations: () => StationAccess;
      /** A station's tariff changed from a local date on: its stored revenue is recomputed. */
      tariffChanged?: (auth: AuthContext, stationId: string, fromDate: string) => Promise<void>;
    },
  ) {}

  async list(auth: AuthContext, query: PriceTemplateListQuery): Promise<PriceTemplateList> {
    const { rows, total } = await this.deps.prices.page(auth.tenantId, {
      name: query.name?.trim() || undefined,
      ...pageWindow(query),
    });
    const counts = await this.deps.prices.stationCounts(rows.map((r) => r.id));
    return pagedList(
      rows.map((r) => presentTemplate(r, counts.get(r.id) ?? 0)),
      total,
      query,
    );
  }

  async get(auth: AuthContext, id: string): Promise<PriceTemplate> {
    const row = await this.existing(auth, id);
    const counts = await this.deps.prices.stationCounts([id]);
    return presentTemplate(row, counts.get(id) ?? 0);
  }

  async create(auth: AuthContext, input: PriceTemplateInput): Promise<PriceTemplate> {
    if ((await this.deps.prices.countOf(auth.tenantId)) >= PRICES_MAX) {
      throw new AppError(TOO_MANY, { params: { max: PRICES_MAX } });
    }
    const row = await onUniqueViolation(NAME_CONSTRAINT, nameTaken, () =>
      this.deps.prices.insert({
        tenantId: auth.tenantId,
        name: input.name,
        remark: input.remark,
        ...(input.i18n ? { i18n: input.i18n } : {}),
        config: input.config,
      }),
    );
    return presentTemplate(row, 0);
  }

  async update(auth: AuthContext, id: string, input: PriceTemplateInput): Promise<PriceTemplate> {
    await this.existing(auth, id);
    const row = await onUniqueViolation(NAME_CONSTRAINT, nameTaken, () =>
      this.deps.prices.update(auth.tenantId, id, {
        name: input.name,
        remark: input.remark,
        ...(input.i18n ? { i18n: input.i18n } : {}),
        config: input.config,
        updatedAt: this.deps.clock.now(),
      }),
    );
    if (!row) throw notFound();
    const counts = await this.deps.prices.stationCounts([id]);
    return presentTemplate(row, counts.get(id) ?? 0);
  }

  /** Refused (B §8 "in use") while any station's tariff, past or planned, names it. */
  async remove(auth: AuthContext, id: string): Promise<void> {
    await this.existing(auth, id);
    const counts = await this.deps.prices.stationCounts([id]);
    if ((counts.get(id) ?? 0) > 0) throw new AppError(IN_USE);
    // A tariff set between the check and the delete: the foreign key refuses it.
    await onForeignKeyViolation(inUse, () => this.deps.prices.delete(auth.tenantId, id));
  }

  // ---------------------------------------------------------------- station tariffs

  async tariffs(auth: AuthContext, stationId: string): Promise<StationTariffList> {
    const [station] = await this.deps.stations().requireAccess(auth, 'view', { stationIds: [stationId] });
    const rows = await this.deps.prices.tariffs(auth.tenantId, station.id);
    const names = await this.templateNames(
      auth,
      rows.map((r) => r.templateId),
    );
    const today = localDateOf(this.deps.clock.now(), station);
    const current = rows.find((r) => r.effectiveFrom <= today);
    return {
      list: rows.map((r) => presentTariff(r, names.get(r.templateId))),
      current: current ? presentTariff(current, names.get(current.templateId)) : null,
    };
  }

  /** A new version from `effective_from` (one version per date: the same date replaces it). */
  async setTariff(auth: AuthContext, stationId: string, input: StationTariffInput): Promise<StationTariff> {
    const [station] = await this.deps.stations().requireAccess(auth, 'edit', { stationIds: [stationId] });
    const template = await this.deps.prices.find(auth.tenantId, input.template_id);
    if (!template) throw new ValidationError([{ field: 'template_id', code: 'iot-validation.10002' }]);
    const row = await this.deps.prices.setTariff({
      tenantId: auth.tenantId,
      stationId: station.id,
      templateId: template.id,
      effectiveFrom: input.effective_from,
      createdBy: auth.userId,
    });
    await this.deps.tariffChanged?.(auth, station.id, input.effective_from);
    return presentTariff(row, template);
  }

  async removeTariff(auth: AuthContext, stationId: string, tariffId: string): Promise<void> {
    const [station] = await this.deps.stations().requireAccess(auth, 'edit', { stationIds: [stationId] });
    const removed = await this.deps.prices.deleteTariff(auth.tenantId, station.id, tariffId);
    if (!removed) throw notFound();
    await this.deps.tariffChanged?.(auth, station.id, removed.effectiveFrom);
  }

  /** Every tariff version of a station, newest first, with its template's config (revenue engine). */
  async tariffTimeline(stationId: string) {
    const versions = await this.deps.prices.tariffsOfStation(stationId);
    const out: Array<{ effectiveFrom: string; templateId: string; config: PriceTemplateRow['config'] }> = [];
    for (const v of versions) {
      const template = await this.deps.prices.find(v.tenantId, v.templateId);
      if (template)
        out.push({ effectiveFrom: v.effectiveFrom, templateId: template.id, config: template.config });
    }
    return out;
  }

  /** tariffTimeline() of many stations in two reads (the energy reports over a fleet), by station id. */
  async tariffTimelines(stationIds: readonly string[]) {
    const out = new Map<string, Awaited<ReturnType<PricesService['tariffTimeline']>>>(
      stationIds.map((id) => [id, []]),
    );
    const templates = new Map<string, PriceTemplateRow | undefined>();
    for (const v of await this.deps.prices.tariffsOfStations(stationIds)) {
      const key = `${v.tenantId}\u0000${v.templateId}`;
      if (!templates.has(key)) templates.set(key, await this.deps.prices.find(v.tenantId, v.templateId));
      const template = templates.get(key);
      if (template)
        out
          .get(v.stationId)
          ?.push({ effectiveFrom: v.effectiveFrom, templateId: template.id, config: template.config });
    }
    return out;
  }

  /** The template of a station on a local date, for the revenue engine; undefined: flat price fallback. */
  async templateOn(stationId: string, date: string) {
    const tariff = await this.deps.prices.tariffOn(stationId, date);
    return tariff ? this.deps.prices.find(tariff.tenantId, tariff.templateId) : undefined;
  }

  private async templateNames(auth: AuthContext, ids: readonly string[]) {
    const names = new Map<string, Pick<PriceTemplateRow, 'name' | 'i18n'>>();
    for (const id of new Set(ids)) {
      const row = await this.deps.prices.find(auth.tenantId, id);
      if (row) names.set(id, row);
    }
    return names;
  }

  private async existing(auth: AuthContext, id: string) {
    const row = await this.deps.prices.find(auth.tenantId, id);
    if (!row) throw notFound();
    return row;
  }
}

const NAME_CONSTRAINT = 'price_templates_tenant_name_unique';

function nameTaken(): AppError {
  return new AppError(NAME_TAKEN, { data: { fields: [{ field: 'name', code: NAME_TAKEN }] } });
}

function inUse(): AppError {
  return new AppError(IN_USE);
}
