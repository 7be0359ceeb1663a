import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { stationDevices } from '../../db/schema';
import type { BucketStats } from '../../telemetry/rollup-math';
import { decodeStats, queryRows, ROLLUP_TABLES } from '../../telemetry/telemetry.repository';

const MS = sql.raw(`interval '1 millisecond'`);
const tsFromMs = (ms: number) => sql`(timestamptz 'epoch' + ${ms}::float8 * ${MS})`;

export interface CounterRollup {
  deviceId: string;
  bucket: number;
  points: Record<string, BucketStats>;
}

/** Reads only: the station's bound devices and their 5-minute counter rollups. */
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
}
