import type { DayRevenue } from '@ies/contracts';
import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  deviceLatest,
  type StationRevenueDayRow,
  stationDevices,
  stationRevenueDays,
  stations,
} from '../../db/schema';
import {
  decodeStats,
  type PointRollup,
  queryRows,
  ROLLUP_TABLES,
} from '../../telemetry/telemetry.repository';
import type { LoadSplit } from './revenue-math';

type EncodedStats = Parameters<typeof decodeStats>[0];

export type CounterRollup = PointRollup;

/** A day's energy of one flow over its bands: kept in its own column for the home curves' sums. */
const bandSum = (day: DayRevenue, key: 'charge_kwh' | 'discharge_kwh' | 'pv_kwh') =>
  Object.values(day.bands).reduce((sum, band) => sum + band[key], 0);

/** Up to this range the points are picked in SQL (rollups5m). */
const SHORT_RANGE_MS = 2 * 86_400_000;

const STORED_DAY_COLUMNS = {
  stationId: stationRevenueDays.stationId,
  date: stationRevenueDays.date,
  tenantId: stationRevenueDays.tenantId,
  templateId: stationRevenueDays.templateId,
  total: stationRevenueDays.total,
  figures: stationRevenueDays.figures,
  computedAt: stationRevenueDays.computedAt,
  dirtyAt: stationRevenueDays.dirtyAt,
  loadPvKwh: stationRevenueDays.loadPvKwh,
  loadStorageKwh: stationRevenueDays.loadStorageKwh,
  loadGridKwh: stationRevenueDays.loadGridKwh,
};
/** A stored day without its kept energy (read only to price the day again) and its curve sums. */
export type StoredDayRow = Omit<StationRevenueDayRow, 'energy' | 'chargeKwh' | 'dischargeKwh' | 'pvKwh'>;

/** What the engine needs of a station (read from the stations table: no caller, no authority). */
export interface RevenueStation {
  id: string;
  tenantId: string;
  tzOffsetHours: number;
  /** IANA zone: local days follow its daylight saving; null keeps tzOffsetHours all year. */
  timeZone: string | null;
  pricePerKwh: number;
}

/**
 * The stored daily revenue (this module's table), and reads of the station's bound devices and
 * their 5-minute counter rollups.
 */
/** A computed day to store; `energy` undefined means priced again from its kept energy. */
export interface ComputedDay {
  stationId: string;
  tenantId: string;
  /** `load_split` goes to its own columns, the rest to `figures`. */
  figures: DayRevenue & { template_id: string | null; load_split?: LoadSplit };
  energy?: Uint8Array | null;
}

export class RevenueRepository {
  constructor(private readonly db: Db) {}

  async boundDevices(stationId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: stationDevices.deviceId })
      .from(stationDevices)
      .where(eq(stationDevices.stationId, stationId));
    return rows.map((r) => r.id);
  }

  /**
   * The 5-minute rollups of the devices in [fromMs, toMs) with the named points. A long range reads
   * each row's stats whole and picks the points here: cheaper than picking them in SQL row by row
   * (a year of a station's buckets is about 850k rows, bench/revenue).
   */
  async rollups5m(
    deviceIds: readonly string[],
    fromMs: number,
    toMs: number,
    points: readonly string[],
  ): Promise<CounterRollup[]> {
    if (deviceIds.length === 0) return [];
    const table = sql.raw(ROLLUP_TABLES['5m']);
    // A day or two (today's figure, refreshed each minute): only the points leave the database, so
    // the server parses a few figures a row instead of every point's.
    const stats =
      toMs - fromMs <= SHORT_RANGE_MS
        ? sql`jsonb_build_object(${sql.join(
            points.map((point) => sql`${point}::text, stats -> ${point}::text`),
            sql`, `,
          )})`
        : sql`stats`;
    const rows = await queryRows<{ d: string; b: number; s: Record<string, EncodedStats | null> }>(
      this.db,
      sql`select device_id as d, (extract(epoch from bucket) * 1000)::float8 as b, ${stats} as s
        from ${table}
        where device_id in (${sql.join(
          deviceIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and bucket >= timestamptz 'epoch' + ${fromMs}::float8 * interval '1 millisecond'
          and bucket < timestamptz 'epoch' + ${toMs}::float8 * interval '1 millisecond'
          and stats ?| ${`{${points.join(',')}}`}::text[]`,
    );
    return rows.map((r) => {
      const picked: CounterRollup['points'] = {};
      for (const point of points) {
        const encoded = r.s[point];
        if (encoded) picked[point] = decodeStats(encoded);
      }
      return { deviceId: r.d, bucket: r.b, points: picked };
    });
  }

  /** The storage nameplate of a station (the backtest's battery). */
  async storage(id: string): Promise<{ capacityKwh: number; powerKw: number } | undefined> {
    const [row] = await this.db
      .select({ capacityKwh: stations.installedCapacityKwh, powerKw: stations.installedPowerKw })
      .from(stations)
      .where(eq(stations.id, id));
    return row;
  }

  /** The SOC working window each device last reported (`soc_min`, `soc_max`; the BMS's configured limits). */
  async reportedSocWindows(deviceIds: readonly string[]): Promise<Array<{ min: unknown; max: unknown }>> {
    if (deviceIds.length === 0) return [];
    return this.db
      .select({
        min: sql<unknown>`${deviceLatest.values} -> 'soc_min'`,
        max: sql<unknown>`${deviceLatest.values} -> 'soc_max'`,
      })
      .from(deviceLatest)
      .where(inArray(deviceLatest.deviceId, [...deviceIds]));
  }

  // ---------------------------------------------------------------- stored days

  async station(id: string): Promise<RevenueStation | undefined> {
    const [row] = await this.stations([id]);
    return row;
  }

  async stations(ids: readonly string[]): Promise<RevenueStation[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: stations.id,
        tenantId: stations.tenantId,
        tzOffsetHours: stations.tzOffsetHours,
        timeZone: stations.timeZone,
        pricePerKwh: stations.pricePerKwh,
      })
      .from(stations)
      .where(inArray(stations.id, [...ids]));
  }

  /** Stations with at least one bound device: the ones the sweep keeps up to date. */
  async stationsWithDevices(): Promise<RevenueStation[]> {
    return this.db
      .selectDistinct({
        id: stations.id,
        tenantId: stations.tenantId,
        tzOffsetHours: stations.tzOffsetHours,
        timeZone: stations.timeZone,
        pricePerKwh: stations.pricePerKwh,
      })
      .from(stations)
      .innerJoin(stationDevices, eq(stationDevices.stationId, stations.id));
  }

  async stationsOfDevices(
    deviceIds: readonly string[],
  ): Promise<Array<{ deviceId: string; stationId: string }>> {
    if (deviceIds.length === 0) return [];
    return this.db
      .select({ deviceId: stationDevices.deviceId, stationId: stationDevices.stationId })
      .from(stationDevices)
      .where(inArray(stationDevices.deviceId, [...deviceIds]));
  }

  /** The earliest 5-minute bucket of any of the devices (epoch ms), null without data. */
  async firstBucket(deviceIds: readonly string[]): Promise<number | null> {
    if (deviceIds.length === 0) return null;
    const table = sql.raw(ROLLUP_TABLES['5m']);
    const [row] = await queryRows<{ b: number | null }>(
      this.db,
      sql`select (extract(epoch from min(bucket)) * 1000)::float8 as b from ${table}
        where device_id in (${sql.join(
          deviceIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    return row?.b ?? null;
  }

  async days(stationIds: readonly string[], dates?: readonly string[]): Promise<StoredDayRow[]> {
    if (stationIds.length === 0) return [];
    return this.db
      .select(STORED_DAY_COLUMNS)
      .from(stationRevenueDays)
      .where(
        and(
          inArray(stationRevenueDays.stationId, [...stationIds]),
          dates ? inArray(stationRevenueDays.date, [...dates]) : undefined,
        ),
      );
  }

  /** Stored days of stations in [fromDate, toDate] (a range: no parameter per date). */
  async daysBetween(
    stationIds: readonly string[],
    fromDate: string,
    toDate: string,
  ): Promise<StoredDayRow[]> {
    if (stationIds.length === 0) return [];
    return this.db
      .select(STORED_DAY_COLUMNS)
      .from(stationRevenueDays)
      .where(
        and(
          inArray(stationRevenueDays.stationId, [...stationIds]),
          gte(stationRevenueDays.date, fromDate),
          lte(stationRevenueDays.date, toDate),
        ),
      );
  }

  /** The dates of a station's stored days from a date on (the sweep's backfill: no figures read). */
  async storedDates(stationId: string, fromDate: string): Promise<string[]> {
    const rows = await this.db
      .select({ date: stationRevenueDays.date })
      .from(stationRevenueDays)
      .where(and(eq(stationRevenueDays.stationId, stationId), gte(stationRevenueDays.date, fromDate)));
    return rows.map((r) => r.date);
  }

  /** The kept 5-minute energy of a station's days, where there is one (revenue-day-energy.ts). */
  async energies(stationId: string, dates: readonly string[]): Promise<Map<string, Uint8Array>> {
    if (dates.length === 0) return new Map();
    const rows = await this.db
      .select({ date: stationRevenueDays.date, energy: stationRevenueDays.energy })
      .from(stationRevenueDays)
      .where(
        and(
          eq(stationRevenueDays.stationId, stationId),
          inArray(stationRevenueDays.date, [...dates]),
          isNotNull(stationRevenueDays.energy),
        ),
      );
    return new Map(rows.map((r) => [r.date, r.energy!]));
  }

  /** A station's dirty days, oldest first. */
  async dirtyDatesOf(stationId: string): Promise<string[]> {
    const rows = await this.db
      .select({ date: stationRevenueDays.date })
      .from(stationRevenueDays)
      .where(and(eq(stationRevenueDays.stationId, stationId), isNotNull(stationRevenueDays.dirtyAt)))
      .orderBy(stationRevenueDays.date);
    return rows.map((row) => row.date);
  }

  async dirtyDays(limit: number): Promise<Array<{ stationId: string; date: string }>> {
    return this.db
      .select({ stationId: stationRevenueDays.stationId, date: stationRevenueDays.date })
      .from(stationRevenueDays)
      .where(isNotNull(stationRevenueDays.dirtyAt))
      .limit(limit);
  }

  /**
   * Stores computed days. `dirty_at` is cleared only when the computation started at least `lagMs`
   * after it was set (rollups merge a moment after samples commit), so a day marked while its
   * rollups were still merging is computed again, and its energy is dropped then. `energy`
   * undefined (a day priced again from its kept energy) leaves the kept energy as it is.
   */
  /** `openOnly`: every row is a day not yet over (today's refresh), which moves `closedWrites` not. */
  async upsertDays(rows: ComputedDay[], computedAt: Date, lagMs: number, openOnly = false): Promise<void> {
    if (rows.length === 0) return;
    if (!openOnly) this.closedWriteCount += 1;
    const fresh = rows.filter((r) => r.energy !== undefined);
    const repriced = rows.filter((r) => r.energy === undefined);
    const touched = new Map<string, { from: string; to: string }>();
    for (const r of rows) {
      const t = touched.get(r.stationId);
      const date = r.figures.date;
      if (!t) touched.set(r.stationId, { from: date, to: date });
      else touched.set(r.stationId, { from: date < t.from ? date : t.from, to: date > t.to ? date : t.to });
    }
    await this.writing(touched, async () => {
      await this.upsertDaysWith(fresh, computedAt, lagMs, true);
      await this.upsertDaysWith(repriced, computedAt, lagMs, false);
    });
  }

  /**
   * Moves on every write of stored days, before and after it: rows read under one count are those
   * of the table while the count stands (in this process; the readers' copies also expire).
   */
  get writes(): number {
    return this.writeCount;
  }

  private writeCount = 0;

  /**
   * Moves on every write of stored days but today's refreshes: sums over many days (the home
   * curves) keep their answer across those for a short while, as today's figure itself does.
   */
  get closedWrites(): number {
    return this.closedWriteCount;
  }

  private closedWriteCount = 0;

  /** Like `writes`, for the stored days of one station (the reports' kept days, revenue-kept-days.ts). */
  stationWrites(stationId: string): number {
    return this.stationLog.get(stationId)?.at(-1)?.count ?? 0;
  }

  /**
   * The dates written or marked for a station since its count was `count` (the span of them), null
   * when nothing was, 'unknown' when the log no longer reaches back that far.
   */
  stationChangesSince(stationId: string, count: number): { from: string; to: string } | null | 'unknown' {
    const log = this.stationLog.get(stationId) ?? [];
    const since = log.filter((e) => e.count > count);
    if (since.length === 0) return null;
    if (since[0]!.count !== count + 1) return 'unknown';
    return {
      from: since.reduce((min, e) => (e.from < min ? e.from : min), since[0]!.from),
      to: since.reduce((max, e) => (e.to > max ? e.to : max), since[0]!.to),
    };
  }

  /** Per station, its latest writes: the count after each and the span of dates it touched. */
  private readonly stationLog = new Map<string, Array<{ count: number; from: string; to: string }>>();

  private async writing(
    stations: ReadonlyMap<string, { from: string; to: string }>,
    write: () => Promise<void>,
  ): Promise<void> {
    const move = () => {
      this.writeCount += 1;
      for (const [id, span] of stations) {
        const log = this.stationLog.get(id) ?? [];
        log.push({ count: (log.at(-1)?.count ?? 0) + 1, ...span });
        if (log.length > 64) log.shift();
        this.stationLog.set(id, log);
      }
    };
    move();
    try {
      await write();
    } finally {
      move();
    }
  }

  private async upsertDaysWith(
    rows: ComputedDay[],
    computedAt: Date,
    lagMs: number,
    newEnergy: boolean,
  ): Promise<void> {
    if (rows.length === 0) return;
    const values = rows.map(({ figures: { load_split: split, ...figures }, ...r }) => ({
      stationId: r.stationId,
      date: figures.date,
      tenantId: r.tenantId,
      templateId: figures.template_id,
      total: figures.total,
      chargeKwh: bandSum(figures, 'charge_kwh'),
      dischargeKwh: bandSum(figures, 'discharge_kwh'),
      pvKwh: bandSum(figures, 'pv_kwh'),
      loadPvKwh: split?.from_pv ?? null,
      loadStorageKwh: split?.from_storage ?? null,
      loadGridKwh: split?.from_grid ?? null,
      figures,
      computedAt,
      dirtyAt: null,
      energy: r.energy ?? null,
    }));
    const cutoff = new Date(computedAt.getTime() - lagMs);
    const stillDirty = sql`${stationRevenueDays.dirtyAt} > ${cutoff.toISOString()}::timestamptz`;
    await this.db
      .insert(stationRevenueDays)
      .values(values)
      .onConflictDoUpdate({
        target: [stationRevenueDays.stationId, stationRevenueDays.date],
        set: {
          templateId: sql`excluded.template_id`,
          total: sql`excluded.total`,
          chargeKwh: sql`excluded.charge_kwh`,
          dischargeKwh: sql`excluded.discharge_kwh`,
          pvKwh: sql`excluded.pv_kwh`,
          loadPvKwh: sql`excluded.load_pv_kwh`,
          loadStorageKwh: sql`excluded.load_storage_kwh`,
          loadGridKwh: sql`excluded.load_grid_kwh`,
          figures: sql`excluded.figures`,
          computedAt: sql`excluded.computed_at`,
          dirtyAt: sql`case when ${stillDirty} then ${stationRevenueDays.dirtyAt} else null end`,
          energy: newEnergy
            ? sql`case when ${stillDirty} then null else excluded.energy end`
            : sql`case when ${stillDirty} then null else ${stationRevenueDays.energy} end`,
        },
      });
  }

  /**
   * Marks stored days of a station from a date on (tariff change) or on given dates (new data: their
   * kept energy is dropped, so the rollups are read again). A later mark is never moved back.
   */
  async markDirty(
    stationId: string,
    at: Date,
    from: { fromDate: string } | { dates: string[] },
  ): Promise<void> {
    if ('dates' in from && from.dates.length === 0) return;
    const span =
      'dates' in from
        ? { from: [...from.dates].sort()[0]!, to: [...from.dates].sort().at(-1)! }
        : { from: from.fromDate, to: '9999-12-31' };
    await this.writing(new Map([[stationId, span]]), () => this.markDirtyNow(stationId, at, from));
  }

  private async markDirtyNow(
    stationId: string,
    at: Date,
    from: { fromDate: string } | { dates: string[] },
  ): Promise<void> {
    await this.db
      .update(stationRevenueDays)
      .set({
        dirtyAt: sql`greatest(${stationRevenueDays.dirtyAt}, ${at.toISOString()}::timestamptz)`,
        ...('dates' in from ? { energy: null } : {}),
      })
      .where(
        and(
          eq(stationRevenueDays.stationId, stationId),
          'dates' in from
            ? inArray(stationRevenueDays.date, from.dates)
            : gte(stationRevenueDays.date, from.fromDate),
        ),
      );
  }
}
