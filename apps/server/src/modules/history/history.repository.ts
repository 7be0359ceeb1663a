import type { HistoryDownloadState } from '@ies/contracts';
import { noteRollupWrite, settleRollupWrites } from '../../telemetry/rollup-changes';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { firstRow, insertRow, setWhere } from '../../db/rows';
import { devices, deviceTypes, type HistoryDownloadRow, historyDownloads } from '../../db/schema';
import { RollupAccumulator } from '../../telemetry/rollup-accumulator';
import { bucketStart, LEVEL_WIDTH_MS, ROLLUP_LEVELS, type RollupLevel } from '../../telemetry/rollup-math';
import { type Executor, mergeRollups, queryRows, ROLLUP_TABLES } from '../../telemetry/telemetry.repository';
import type { DeviceScope } from '../devices/device-scope';

const MS = sql.raw(`interval '1 millisecond'`);
const ts = (ms: number) => sql`(timestamptz 'epoch' + ${ms}::float8 * ${MS})`;
const msOf = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

export interface HistoryDevice {
  id: string;
  name: string;
  tenantId: string;
  tzOffsetMinutes: number;
  points: Array<{
    name: string;
    type: string;
    zh?: string;
    en?: string;
    unit?: string;
    cumulative?: boolean;
  }>;
}

export interface RawRow {
  t: number;
  v: Record<string, unknown>;
}

export interface BucketRow {
  b: number;
  s: Record<string, [number, number, number, number, number, number, number, number, number | null]>;
}

export type NewDownload = typeof historyDownloads.$inferInsert;

export class HistoryRepository {
  constructor(private readonly db: Db) {}

  async findDevice(scope: DeviceScope, deviceId: string): Promise<HistoryDevice | undefined> {
    if (scope.deviceIds && !scope.deviceIds.includes(deviceId)) return undefined;
    const [row] = await this.db
      .select({
        id: devices.id,
        name: devices.name,
        tenantId: devices.tenantId,
        tzOffsetMinutes: devices.tzOffsetMinutes,
        points: deviceTypes.points,
      })
      .from(devices)
      .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
      .where(and(eq(devices.tenantId, scope.tenantId), eq(devices.id, deviceId)))
      .limit(1);
    return row;
  }

  /** Samples of [from, to] (inclusive), counted up to `cap` (so a huge range costs no full count). */
  async countRaw(deviceId: string, from: number, to: number, cap: number): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from (select 1 from telemetry
        where device_id = ${deviceId} and ts >= ${ts(from)} and ts <= ${ts(to)} limit ${cap}) x`,
    );
    return row?.n ?? 0;
  }

  async readRaw(
    deviceId: string,
    from: number,
    to: number,
    limit: number,
    afterTs?: number,
  ): Promise<RawRow[]> {
    const start = afterTs === undefined ? sql`ts >= ${ts(from)}` : sql`ts > ${ts(afterTs)}`;
    return queryRows<{ t: number; v: Record<string, unknown> } & Record<string, unknown>>(
      this.db,
      sql`select ${msOf('ts')} as t, values as v from telemetry
        where device_id = ${deviceId} and ${start} and ts <= ${ts(to)} order by ts limit ${limit}`,
    );
  }

  async readRecent(deviceId: string, limit: number): Promise<RawRow[]> {
    const rows = await queryRows<{ t: number; v: Record<string, unknown> } & Record<string, unknown>>(
      this.db,
      sql`select ${msOf('ts')} as t, values as v from telemetry
        where device_id = ${deviceId} order by ts desc limit ${limit}`,
    );
    return rows.reverse();
  }

  async readBuckets(level: RollupLevel, deviceId: string, from: number, to: number): Promise<BucketRow[]> {
    const table = sql.raw(ROLLUP_TABLES[level]);
    return queryRows<BucketRow & Record<string, unknown>>(
      this.db,
      sql`select ${msOf('bucket')} as b, stats as s from ${table}
        where device_id = ${deviceId} and bucket >= ${ts(from)} and bucket <= ${ts(to)} order by bucket`,
    );
  }

  /**
   * Deletes the samples of [from, to] and rebuilds the rollup buckets the range touches from the
   * samples left, in one transaction.
   */
  async deleteRange(device: HistoryDevice, from: number, to: number): Promise<number> {
    try {
      return await this.deleteRangeIn(device, from, to);
    } finally {
      settleRollupWrites();
    }
  }

  private deleteRangeIn(device: HistoryDevice, from: number, to: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const ex = tx as unknown as Executor;
      const [deleted] = await queryRows<{ n: number }>(
        ex,
        sql`with gone as (delete from telemetry where device_id = ${device.id}
          and ts >= ${ts(from)} and ts <= ${ts(to)} returning 1) select count(*)::int as n from gone`,
      );
      const points = new Map(device.points.map((p) => [p.name, p as never]));
      for (const level of ROLLUP_LEVELS) {
        const start = bucketStart(level, from, device.tzOffsetMinutes);
        const end = bucketStart(level, to, device.tzOffsetMinutes) + LEVEL_WIDTH_MS[level];
        const table = sql.raw(ROLLUP_TABLES[level]);
        noteRollupWrite(level, start);
        await ex.execute(sql`delete from ${table} where device_id = ${device.id}
          and bucket >= ${ts(start)} and bucket < ${ts(end)}`);
        const rest = await queryRows<{ t: number; v: Record<string, unknown> } & Record<string, unknown>>(
          ex,
          sql`select ${msOf('ts')} as t, values as v from telemetry where device_id = ${device.id}
            and ts >= ${ts(start)} and ts < ${ts(end)} order by ts`,
        );
        const accumulator = new RollupAccumulator([level]);
        const source = { id: device.id, tzOffsetMinutes: device.tzOffsetMinutes, points };
        for (const row of rest) accumulator.add(source, row.t, row.v);
        await mergeRollups(ex, level, accumulator.drain()[level]);
      }
      return deleted?.n ?? 0;
    });
  }

  // ---- download tasks ----

  async insertDownload(row: NewDownload): Promise<HistoryDownloadRow> {
    return insertRow(this.db, historyDownloads, row);
  }

  async findDownload(userId: string, id: string): Promise<HistoryDownloadRow | undefined> {
    return firstRow(
      this.db,
      historyDownloads,
      and(eq(historyDownloads.userId, userId), eq(historyDownloads.id, id)),
    );
  }

  async listDownloads(userId: string, deviceId: string): Promise<HistoryDownloadRow[]> {
    return this.db
      .select()
      .from(historyDownloads)
      .where(and(eq(historyDownloads.userId, userId), eq(historyDownloads.deviceId, deviceId)))
      .orderBy(desc(historyDownloads.createdAt))
      .limit(50);
  }

  /** Moves a task on unless it is in one of `final` states already (e.g. cancelled meanwhile). */
  async advance(
    id: string,
    state: HistoryDownloadState,
    at: Date,
    patch: Partial<
      Pick<HistoryDownloadRow, 'records' | 'fileName' | 'content' | 'fileSize' | 'errorCode'>
    > = {},
    unless: HistoryDownloadState[] = ['finished', 'cancelled', 'failed'],
  ): Promise<boolean> {
    return setWhere(
      this.db,
      historyDownloads,
      and(eq(historyDownloads.id, id), notInArray(historyDownloads.state, unless)),
      { state, updatedAt: at, ...patch },
    );
  }

  async stateOf(id: string): Promise<HistoryDownloadState | undefined> {
    const [row] = await this.db
      .select({ state: historyDownloads.state })
      .from(historyDownloads)
      .where(eq(historyDownloads.id, id));
    return row?.state;
  }

  async finishDownload(id: string, at: Date): Promise<void> {
    await this.db
      .update(historyDownloads)
      .set({ state: 'finished', updatedAt: at })
      .where(
        and(
          eq(historyDownloads.id, id),
          inArray(historyDownloads.state, ['waiting_for_download', 'finished']),
        ),
      );
  }
}
