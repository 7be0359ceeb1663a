import type { DayRevenue } from '@ies/contracts';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type StationRevenueDayRow, stationDevices, stationRevenueDays, stations } from '../../db/schema';
import type { BucketStats } from '../../telemetry/rollup-math';
import { decodeStats, queryRows, ROLLUP_TABLES } from '../../telemetry/telemetry.repository';

const MS = sql.raw(`interval '1 millisecond'`);
const tsFromMs = (ms: number) => sql`(timestamptz 'epoch' + ${ms}::float8 * ${MS})`;

export interface CounterRollup {
  deviceId: string;
  bucket: number;
  points: Record<string, BucketStats>;
}

/** What the engine needs of a station (read from the stations table: no caller, no authority). */
export interface RevenueStation {
  id: string;
  tenantId: string;
  tzOffsetHours: number;
  pricePerKwh: number;
}

/**
 * The stored daily revenue (this module's table), and reads of the station's bound devices and
 * their 5-minute counter rollups.
 */
export class RevenueRepository {
  constructor(private readonly db: Db) {}

  async boundDevices(stationId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: stationDevices.deviceId })
      .from(stationDevices)
      .where(eq(stationDevices.stationId, stationId));
    return rows.map((r) => r.id);
  }

  async rollups5m(
    deviceIds: readonly string[],
    fromMs: number,
    toMs: number,
    points: readonly string[],
  ): Promise<CounterRollup[]> {
    if (deviceIds.length === 0) return [];
    const table = sql.raw(ROLLUP_TABLES['5m']);
    const rows = await queryRows<{ d: string; b: number; s: Record<string, unknown> }>(
      this.db,
      sql`select device_id as d, (extract(epoch from bucket) * 1000)::float8 as b,
          (select coalesce(jsonb_object_agg(k, stats -> k), '{}'::jsonb)
             from unnest(${`{${points.join(',')}}`}::text[]) k where stats ? k) as s
        from ${table}
        where device_id in (${sql.join(
          deviceIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and bucket >= ${tsFromMs(fromMs)} and bucket < ${tsFromMs(toMs)}
        order by device_id, bucket`,
    );
    return rows.map((r) => ({
      deviceId: r.d,
      bucket: r.b,
      points: Object.fromEntries(
        Object.entries(r.s).map(([k, v]) => [k, decodeStats(v as Parameters<typeof decodeStats>[0])]),
      ),
    }));
  }

  // ---------------------------------------------------------------- stored days

  async station(id: string): Promise<RevenueStation | undefined> {
    const [row] = await this.db
      .select({
        id: stations.id,
        tenantId: stations.tenantId,
        tzOffsetHours: stations.tzOffsetHours,
        pricePerKwh: stations.pricePerKwh,
      })
      .from(stations)
      .where(eq(stations.id, id));
    return row;
  }

  /** Stations with at least one bound device: the ones the sweep keeps up to date. */
  async stationsWithDevices(): Promise<RevenueStation[]> {
    return this.db
      .selectDistinct({
        id: stations.id,
        tenantId: stations.tenantId,
        tzOffsetHours: stations.tzOffsetHours,
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

  async days(stationIds: readonly string[], dates?: readonly string[]): Promise<StationRevenueDayRow[]> {
    if (stationIds.length === 0) return [];
    return this.db
      .select()
      .from(stationRevenueDays)
      .where(
        and(
          inArray(stationRevenueDays.stationId, [...stationIds]),
          dates ? inArray(stationRevenueDays.date, [...dates]) : undefined,
        ),
      );
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
   * rollups were still merging is computed again.
   */
  async upsertDays(
    rows: Array<{
      stationId: string;
      tenantId: string;
      figures: DayRevenue & { template_id: string | null };
    }>,
    computedAt: Date,
    lagMs: number,
  ): Promise<void> {
    if (rows.length === 0) return;
    const values = rows.map((r) => ({
      stationId: r.stationId,
      date: r.figures.date,
      tenantId: r.tenantId,
      templateId: r.figures.template_id,
      total: r.figures.total,
      figures: r.figures,
      computedAt,
      dirtyAt: null,
    }));
    const cutoff = new Date(computedAt.getTime() - lagMs);
    await this.db
      .insert(stationRevenueDays)
      .values(values)
      .onConflictDoUpdate({
        target: [stationRevenueDays.stationId, stationRevenueDays.date],
        set: {
          templateId: sql`excluded.template_id`,
          total: sql`excluded.total`,
          figures: sql`excluded.figures`,
          computedAt: sql`excluded.computed_at`,
          dirtyAt: sql`case when ${stationRevenueDays.dirtyAt} > ${cutoff.toISOString()}::timestamptz
            then ${stationRevenueDays.dirtyAt} else null end`,
        },
      });
  }

  /** Marks stored days of a station from a date on (tariff change) or on given dates (new data). */
  async markDirty(
    stationId: string,
    at: Date,
    from: { fromDate: string } | { dates: string[] },
  ): Promise<void> {
    if ('dates' in from && from.dates.length === 0) return;
    await this.db
      .update(stationRevenueDays)
      .set({ dirtyAt: at })
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
