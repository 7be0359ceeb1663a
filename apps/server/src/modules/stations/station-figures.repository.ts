import { sql } from 'drizzle-orm';
import { noteRollupWrite, settleRollupWrites } from '../../telemetry/rollup-changes';
import type { Db } from '../../db/database';
import { insertRow } from '../../db/rows';
import { type StationRecalculationRow, stationRecalculations } from '../../db/schema';
import { desc, eq } from 'drizzle-orm';
import { RollupAccumulator, type RollupSource } from '../../telemetry/rollup-accumulator';
import { LEVEL_WIDTH_MS, ROLLUP_LEVELS, type RollupLevel } from '../../telemetry/rollup-math';
import {
  encodeStats,
  LEVEL_BITS,
  type PointRollup,
  queryRows,
  ROLLUP_TABLES,
  readPointRollups,
} from '../../telemetry/telemetry.repository';

const MS = sql.raw(`interval '1 millisecond'`);
const tsFromMs = (ms: number) => sql`(timestamptz 'epoch' + ${ms}::float8 * ${MS})`;

export type RollupBucket = PointRollup;

/** Rollup rows (reads for figures, and the recalculation that rewrites them). */
export class StationFiguresRepository {
  constructor(private readonly db: Db) {}

  /** Rows of a level for devices with bucket in [fromMs, toMs), only the named points. */
  async rollups(
    level: RollupLevel,
    deviceIds: readonly string[],
    fromMs: number,
    toMs: number,
    points: readonly string[],
  ): Promise<RollupBucket[]> {
    return readPointRollups(this.db, level, deviceIds, fromMs, toMs, points);
  }

  /** Start of the earliest day rollup of any of the devices, epoch ms. */
  async firstDay(deviceIds: readonly string[]): Promise<number | null> {
    if (deviceIds.length === 0) return null;
    const [row] = await queryRows<{ b: number | null }>(
      this.db,
      sql`select extract(epoch from min(bucket)) * 1000 as b from telemetry_rollup_1d
        where device_id in (${sql.join(
          deviceIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    return row?.b == null ? null : Number(row.b);
  }

  /** Numeric point definitions and day offset of devices, for recomputing their rollups. */
  async rollupSources(deviceIds: readonly string[]): Promise<RollupSource[]> {
    if (deviceIds.length === 0) return [];
    const rows = await queryRows<{ id: string; tz: number; points: Array<Record<string, unknown>> }>(
      this.db,
      sql`select d.id, d.tz_offset_minutes as tz, t.points from devices d join device_types t on t.id = d.type_id
        where d.id in (${sql.join(
          deviceIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    return rows.map((r) => ({
      id: r.id,
      tzOffsetMinutes: Number(r.tz),
      points: new Map(
        r.points.map((p) => [
          String(p.name),
          p as unknown as RollupSource['points'] extends ReadonlyMap<string, infer P> ? P : never,
        ]),
      ),
    }));
  }

  /**
   * Recomputes every rollup level of one device over [fromMs, toMs) from its raw rows: the range is
   * widened to whole buckets of each level, those buckets are deleted and written again. Samples of
   * batches whose level ingest has not merged yet are left out, as ingest adds them itself.
   */
  async recomputeDevice(source: RollupSource, fromMs: number, toMs: number): Promise<void> {
    try {
      await this.recomputeDeviceIn(source, fromMs, toMs);
    } finally {
      settleRollupWrites();
    }
  }

  private async recomputeDeviceIn(source: RollupSource, fromMs: number, toMs: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const level of ROLLUP_LEVELS) {
        const width = LEVEL_WIDTH_MS[level];
        const shift = level === '1d' ? source.tzOffsetMinutes * 60_000 : 0;
        const start = Math.floor((fromMs + shift) / width) * width - shift;
        const end = Math.ceil((toMs + shift) / width) * width - shift;
        const samples = await queryRows<{ t: number; v: Record<string, unknown> }>(
          tx,
          sql`select (extract(epoch from t.ts) * 1000)::float8 as t, t.values as v from telemetry t
            where t.device_id = ${source.id} and t.ts >= ${tsFromMs(start)} and t.ts < ${tsFromMs(end)}
              and not exists (select 1 from ingest_batches b
                where b.id = t.batch_id and (b.pending & ${LEVEL_BITS[level]}::int) <> 0)
            order by t.ts`,
        );
        const accumulator = new RollupAccumulator([level]);
        for (const sample of samples) accumulator.add(source, sample.t, sample.v);
        const byBucket = new Map<number, Record<string, ReturnType<typeof encodeStats>>>();
        for (const entry of accumulator.drain()[level]) {
          const points = byBucket.get(entry.bucket) ?? {};
          points[entry.point] = encodeStats(entry.stats);
          byBucket.set(entry.bucket, points);
        }
        const table = sql.raw(ROLLUP_TABLES[level]);
        noteRollupWrite(level, start);
        await tx.execute(sql`delete from ${table}
          where device_id = ${source.id} and bucket >= ${tsFromMs(start)} and bucket < ${tsFromMs(end)}`);
        const rows = [...byBucket.entries()].map(([b, s]) => ({ d: source.id, b, s }));
        if (rows.length > 0) {
          await tx.execute(sql`insert into ${table} (device_id, bucket, stats)
            select x.d, (timestamptz 'epoch' + x.b * ${MS}), x.s
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(d text, b float8, s jsonb)`);
        }
      }
    });
  }

  /** Overwrites stored stats of one rollup row (tests damage rollups with it). */
  async overwriteStats(
    level: RollupLevel,
    deviceId: string,
    bucketMs: number,
    stats: Record<string, unknown>,
  ) {
    const table = sql.raw(ROLLUP_TABLES[level]);
    noteRollupWrite(level, bucketMs);
    await this.db.execute(sql`update ${table} set stats = ${JSON.stringify(stats)}::jsonb
      where device_id = ${deviceId} and bucket = ${tsFromMs(bucketMs)}`);
    settleRollupWrites();
  }

  async insertRecalculation(
    values: typeof stationRecalculations.$inferInsert,
  ): Promise<StationRecalculationRow> {
    return insertRow(this.db, stationRecalculations, values);
  }

  async updateRecalculation(
    id: string,
    patch: Partial<Pick<StationRecalculationRow, 'status' | 'progress' | 'error' | 'finishedAt'>>,
  ): Promise<void> {
    await this.db
      .update(stationRecalculations)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(stationRecalculations.id, id));
  }

  /** The newest 20 tasks of a station. */
  async listRecalculations(stationId: string): Promise<StationRecalculationRow[]> {
    return this.db
      .select()
      .from(stationRecalculations)
      .where(eq(stationRecalculations.stationId, stationId))
      .orderBy(desc(stationRecalculations.createdAt))
      .limit(20);
  }
}
