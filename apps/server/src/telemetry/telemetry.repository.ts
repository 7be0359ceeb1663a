import { type SQL, sql } from 'drizzle-orm';
import { noteRollupWrite } from './rollup-changes';
import type { Db } from '../db/database';
import type { RollupEntry } from './rollup-accumulator';
import {
  type BucketStats,
  LEVEL_WIDTH_MS,
  mergeStats,
  type RollupLevel,
  statsFromSamples,
} from './rollup-math';

/** Anything that runs a statement: the database or a transaction. */
export type Executor = Pick<Db, 'execute'>;

export async function queryRows<T extends Record<string, unknown>>(ex: Executor, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Raw samples live in stores (docs/storage-capacity.md "User-exclusive store"): `telemetry` is
 * partitioned by LIST (store); the shared store '' is the tree `telemetry_shared`, a
 * user-exclusive tenant's store (its tenant id) the tree `telemetry_x_<tenant id without dashes>`,
 * each partitioned by month of `ts` with the primary key (device_id, ts).
 */
export const SHARED_STORE = '';

const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tree holding a store's rows (a tenant id names its own). */
export function storeTable(store: string): string {
  if (store === SHARED_STORE) return 'telemetry_shared';
  if (!TENANT_ID.test(store)) throw new Error(`not a telemetry store: ${store}`);
  return `telemetry_x_${store.replaceAll('-', '').toLowerCase()}`;
}

export const ROLLUP_TABLES: Record<RollupLevel, string> = {
  '5m': 'telemetry_rollup_5m',
  '1h': 'telemetry_rollup_1h',
  '1d': 'telemetry_rollup_1d',
};
/** Tables partitioned by month (the day rollup is not). */
export const PARTITIONED_TABLES = ['telemetry', 'telemetry_rollup_5m', 'telemetry_rollup_1h'] as const;

const MS = sql.raw(`interval '1 millisecond'`);
const tsFromMs = (column: SQL) => sql`(timestamptz 'epoch' + ${column} * ${MS})`;
const msFromTs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** Ensures monthly partitions of the partitioned tables cover [fromMs, toMs]. */
export async function ensurePartitions(ex: Executor, fromMs: number, toMs: number): Promise<void> {
  for (const table of PARTITIONED_TABLES) {
    await ex.execute(
      sql`select ies_ensure_month_partitions(${table}, ${tsFromMs(sql`${fromMs}::float8`)}, ${tsFromMs(sql`${toMs}::float8`)})`,
    );
  }
}

export interface RawSampleRow {
  d: string;
  t: number;
  s: number | null;
  l: boolean;
  v: Record<string, unknown>;
}

/**
 * Inserts samples as one batch (one statement: a batch row and the samples) into a store's tree
 * (the parent `telemetry` has no unique index for ON CONFLICT); duplicates of (device, ts) are skipped. Returns the batch id and which rows were inserted: all of them
 * (the usual case, known from the count alone), or else their keys, found by batch id.
 */
export async function insertSampleBatch(
  ex: Executor,
  instance: string,
  rows: RawSampleRow[],
  store: string = SHARED_STORE,
): Promise<{ batchId: number; inserted: 'all' | Array<{ d: string; t: number }> }> {
  const [result] = await queryRows<{ batch: number; n: number }>(
    ex,
    sql`with b as (insert into ingest_batches (instance) values (${instance}) returning id),
    ins as (
      insert into ${sql.identifier(storeTable(store))} (device_id, ts, seq, late, batch_id, values, store)
      select x.d, ${tsFromMs(sql`x.t`)}, x.s, x.l, (select id from b), x.v, ${store}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(d text, t float8, s int8, l boolean, v jsonb)
      on conflict (device_id, ts) do nothing
      returning 1
    )
    select (select id from b)::float8 as batch, (select count(*) from ins)::int as n`,
  );
  const batchId = result!.batch;
  if (result!.n === rows.length) return { batchId, inserted: 'all' };
  let minTs = Number.POSITIVE_INFINITY;
  let maxTs = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    if (row.t < minTs) minTs = row.t;
    if (row.t > maxTs) maxTs = row.t;
  }
  const inserted = await queryRows<{ d: string; t: number }>(
    ex,
    sql`select device_id as d, ${msFromTs(sql`ts`)} as t from telemetry
      where batch_id = ${batchId}::bigint
        and ts between ${tsFromMs(sql`${minTs}::float8`)} and ${tsFromMs(sql`${maxTs}::float8`)}`,
  );
  return { batchId, inserted };
}

import { decodeStats, type EncodedStats, encodeStats } from './rollup-encoding';

export { decodeStats, type EncodedStats, encodeStats };

/**
 * Merges partial aggregates into a rollup table, exactly once per partial (the caller claims the
 * batches in the same transaction). Rows are locked while merged, so several ingest processes
 * can merge into the same bucket. A counter delta that cannot be merged exactly (a late sample
 * between stored ones) is recomputed from the raw samples of merged batches.
 */
export async function mergeRollups(ex: Executor, level: RollupLevel, entries: RollupEntry[]): Promise<void> {
  let earliest = Infinity;
  for (const entry of entries) if (entry.bucket < earliest) earliest = entry.bucket;
  if (entries.length > 0) noteRollupWrite(level, earliest);
  const byRow = new Map<string, { d: string; b: number; points: Map<string, BucketStats> }>();
  for (const entry of entries) {
    const key = `${entry.deviceId}\u0000${entry.bucket}`;
    let row = byRow.get(key);
    if (!row) {
      row = { d: entry.deviceId, b: entry.bucket, points: new Map() };
      byRow.set(key, row);
    }
    row.points.set(entry.point, entry.stats);
  }
  const rows = [...byRow.values()];
  // Statements of at most 2,000 rows: PGlite holds the event loop while one runs.
  for (let i = 0; i < rows.length; i += MERGE_CHUNK) {
    await mergeRollupChunk(ex, level, rows.slice(i, i + MERGE_CHUNK));
    if (i + MERGE_CHUNK < rows.length) await new Promise((resolve) => setImmediate(resolve));
  }
}

const MERGE_CHUNK = 2000;

async function mergeRollupChunk(
  ex: Executor,
  level: RollupLevel,
  rows: Array<{ d: string; b: number; points: Map<string, BucketStats> }>,
): Promise<void> {
  const table = sql.raw(ROLLUP_TABLES[level]);
  const keys = JSON.stringify(rows.map((r) => ({ d: r.d, b: r.b })));
  // Placeholders first, so that the rows exist to be locked: another process merging into the
  // same bucket waits for this transaction and then reads its result.
  await ex.execute(sql`insert into ${table} (device_id, bucket, stats)
    select x.d, ${tsFromMs(sql`x.b`)}, '{}'::jsonb from jsonb_to_recordset(${keys}::jsonb) as x(d text, b float8)
    on conflict (device_id, bucket) do nothing`);
  const existing = await queryRows<{ d: string; b: number; s: Record<string, EncodedStats> }>(
    ex,
    sql`select r.device_id as d, ${msFromTs(sql`r.bucket`)} as b, r.stats as s
      from ${table} r join jsonb_to_recordset(${keys}::jsonb) as x(d text, b float8)
        on r.device_id = x.d and r.bucket = ${tsFromMs(sql`x.b`)}
      for update of r`,
  );
  const stored = new Map(existing.map((e) => [`${e.d}\u0000${e.b}`, e.s]));
  const out: Array<{ d: string; b: number; s: Record<string, EncodedStats> }> = [];
  for (const row of rows) {
    const merged: Record<string, EncodedStats> = { ...(stored.get(`${row.d}\u0000${row.b}`) ?? {}) };
    const stalePoints: string[] = [];
    for (const [point, stats] of row.points) {
      const before = merged[point];
      const result = before ? mergeStats(decodeStats(before), stats) : stats;
      if (result.stale) stalePoints.push(point);
      merged[point] = encodeStats(result);
    }
    if (stalePoints.length > 0) {
      for (const [point, stats] of await recomputeFromRaw(ex, level, row.d, row.b, stalePoints)) {
        merged[point] = encodeStats(stats);
      }
    }
    out.push({ d: row.d, b: row.b, s: merged });
  }
  await ex.execute(sql`update ${table} r set stats = x.s
    from jsonb_to_recordset(${JSON.stringify(out)}::jsonb) as x(d text, b float8, s jsonb)
    where r.device_id = x.d and r.bucket = ${tsFromMs(sql`x.b`)}`);
}

/**
 * Exact statistics of some points of a bucket from raw samples whose batches are merged into this
 * level already (this transaction's included; batches still pending arrive later with their partials).
 */
async function recomputeFromRaw(
  ex: Executor,
  level: RollupLevel,
  deviceId: string,
  bucket: number,
  points: string[],
): Promise<Map<string, BucketStats>> {
  const samples = await queryRows<{ t: number; v: Record<string, unknown> }>(
    ex,
    sql`select ${msFromTs(sql`t.ts`)} as t, t.values as v
      from telemetry t
      where t.device_id = ${deviceId}
        and t.ts >= ${tsFromMs(sql`${bucket}::float8`)}
        and t.ts < ${tsFromMs(sql`${bucket + LEVEL_WIDTH_MS[level]}::float8`)}
        and not exists (select 1 from ingest_batches b
          where b.id = t.batch_id and (b.pending & ${LEVEL_BITS[level]}::int) <> 0)`,
  );
  const result = new Map<string, BucketStats>();
  for (const point of points) {
    const values: Array<readonly [number, number]> = [];
    for (const sample of samples) {
      const value = sample.v[point];
      if (typeof value === 'number') values.push([sample.t, value]);
    }
    // Only counters become stale, so the recomputed point is a counter.
    const stats = statsFromSamples(values, true);
    if (stats) result.set(point, stats);
  }
  return result;
}

/**
 * Each batch of samples is registered in `ingest_batches` with a bit per rollup level still to
 * merge (`pending`, a column of migrations/0002_telemetry.sql); the row goes when every level is merged.
 */
export const LEVEL_BITS: Record<RollupLevel, number> = { '5m': 1, '1h': 2, '1d': 4 };

/** Marks a level merged for the given batches; returns the ids for which it was still pending. */
export async function claimBatches(ex: Executor, level: RollupLevel, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const bit = LEVEL_BITS[level];
  const rows = await queryRows<{ id: number }>(
    ex,
    sql`update ingest_batches set pending = pending & ~${bit}::int
      where id = any(${`{${ids.join(',')}}`}::bigint[]) and (pending & ${bit}::int) <> 0
      returning id::float8 as id`,
  );
  return rows.map((r) => r.id);
}

/** Forgets batches whose every level is merged. */
export async function dropMergedBatches(ex: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await ex.execute(
    sql`delete from ingest_batches where id = any(${`{${ids.join(',')}}`}::bigint[]) and pending = 0`,
  );
}

/**
 * Claims batches pending longer than `graceMs` (left by a killed or stuck process) with the
 * levels each still lacked.
 */
export async function claimAbandonedBatches(
  ex: Executor,
  graceMs: number,
  limit: number,
): Promise<Array<{ id: number; pending: number }>> {
  return queryRows<{ id: number; pending: number }>(
    ex,
    sql`delete from ingest_batches where id in (
        select id from ingest_batches where created_at < now() - ${graceMs}::float8 * ${MS}
        order by id limit ${limit}::int for update skip locked)
      returning id::float8 as id, pending::int as pending`,
  );
}

export async function readBatchSamples(
  ex: Executor,
  batchIds: number[],
): Promise<Array<{ b: number; d: string; t: number; v: Record<string, unknown> }>> {
  if (batchIds.length === 0) return [];
  return queryRows(
    ex,
    sql`select batch_id::float8 as b, device_id as d, ${msFromTs(sql`ts`)} as t, values as v from telemetry
      where batch_id = any(${`{${batchIds.join(',')}}`}::bigint[])`,
  );
}

export interface LatestRow {
  d: string;
  t: number;
  v: Record<string, unknown>;
}

/** Upserts latest values: newer samples' points replace older ones, other points stay. */
export async function upsertLatest(ex: Executor, rows: LatestRow[]): Promise<void> {
  if (rows.length === 0) return;
  await ex.execute(sql`insert into device_latest as l (device_id, ts, values, updated_at)
    select x.d, ${tsFromMs(sql`x.t`)}, x.v, now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(d text, t float8, v jsonb)
    on conflict (device_id) do update set
      values = case when excluded.ts >= l.ts then l.values || excluded.values else excluded.values || l.values end,
      ts = greatest(l.ts, excluded.ts),
      updated_at = now()`);
}

export interface IngestErrorCount {
  d: string;
  r: string;
  n: number;
  t: number;
}

export async function addIngestErrors(ex: Executor, rows: IngestErrorCount[]): Promise<void> {
  if (rows.length === 0) return;
  await ex.execute(sql`insert into device_ingest_errors as e (device_id, reason, count, last_at)
    select x.d, x.r, x.n, ${tsFromMs(sql`x.t`)}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(d text, r text, n int8, t float8)
    on conflict (device_id, reason) do update set
      count = e.count + excluded.count, last_at = greatest(e.last_at, excluded.last_at)`);
}

export interface DeviceLogRow {
  d: string;
  t: number;
  k: string;
  lv?: string | null;
  c?: string | null;
  m?: string | null;
  x?: unknown;
}

export async function insertDeviceLogs(ex: Executor, rows: DeviceLogRow[]): Promise<void> {
  if (rows.length === 0) return;
  await ex.execute(sql`insert into device_logs (device_id, ts, kind, level, code, message, data)
    select x.d, ${tsFromMs(sql`x.t`)}, x.k, x.lv, x.c, x.m, x.x
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(d text, t float8, k text, lv text, c text, m text, x jsonb)`);
}

/** Last time each device was heard from; a device heard after going offline is online again. */
export async function markSeen(ex: Executor, rows: Array<{ d: string; t: number }>): Promise<void> {
  if (rows.length === 0) return;
  await ex.execute(sql`update devices as dv set
      last_seen_at = greatest(dv.last_seen_at, ${tsFromMs(sql`x.t`)}),
      status = case when dv.status in ('offline', 'unset') then 'online_normal' else dv.status end,
      online_at = case when dv.status in ('offline', 'unset') then ${tsFromMs(sql`x.t`)} else dv.online_at end
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(d text, t float8)
    where dv.id = x.d and (dv.offline_at is null or dv.offline_at < ${tsFromMs(sql`x.t`)}
      or dv.status not in ('offline', 'unset'))`);
}

export type ConnectionChange = 'online' | 'offline';

/** Connection state of devices (and, when a gateway goes offline, of its sub-devices). */
export async function setConnection(
  ex: Executor,
  deviceIds: string[],
  change: ConnectionChange,
  atMs: number,
): Promise<string[]> {
  if (deviceIds.length === 0) return [];
  const ids = JSON.stringify(deviceIds);
  const at = tsFromMs(sql`${atMs}::float8`);
  const rows =
    change === 'online'
      ? await queryRows<{ id: string }>(
          ex,
          sql`update devices set online_at = ${at}, last_seen_at = greatest(last_seen_at, ${at}),
              status = case when status in ('offline', 'unset') then 'online_normal' else status end
            where id in (select jsonb_array_elements_text(${ids}::jsonb))
              and (offline_at is null or offline_at <= ${at})
            returning id`,
        )
      : await queryRows<{ id: string }>(
          ex,
          sql`update devices set offline_at = ${at}, status = 'offline'
            where (id in (select jsonb_array_elements_text(${ids}::jsonb))
                or gateway_id in (select jsonb_array_elements_text(${ids}::jsonb)))
              and status <> 'offline' and (online_at is null or online_at <= ${at})
            returning id`,
        );
  return rows.map((r) => r.id);
}

// ---- reads (history, reports, tests) ----

export interface RollupRow {
  deviceId: string;
  point: string;
  bucket: number;
  stats: BucketStats;
}

export async function readRollups(
  ex: Executor,
  level: RollupLevel,
  deviceId: string,
  point?: string,
): Promise<RollupRow[]> {
  const table = sql.raw(ROLLUP_TABLES[level]);
  const rows = await queryRows<{ b: number; s: Record<string, EncodedStats> }>(
    ex,
    sql`select ${msFromTs(sql`bucket`)} as b, stats as s from ${table}
      where device_id = ${deviceId} ${point ? sql`and stats ? ${point}` : sql``}
      order by bucket`,
  );
  const result: RollupRow[] = [];
  for (const row of rows) {
    for (const [name, encoded] of Object.entries(row.s)) {
      if (point && name !== point) continue;
      result.push({ deviceId, point: name, bucket: row.b, stats: decodeStats(encoded) });
    }
  }
  return result.sort((a, b) => (a.point === b.point ? a.bucket - b.bucket : a.point < b.point ? -1 : 1));
}

/** A device's rollup bucket holding only the points asked for. */
export interface PointRollup {
  deviceId: string;
  bucket: number;
  points: Record<string, BucketStats>;
}

/** Rollups of a level for the devices with bucket in [fromMs, toMs), only the named points. */
export async function readPointRollups(
  ex: Executor,
  level: RollupLevel,
  deviceIds: readonly string[],
  fromMs: number,
  toMs: number,
  points: readonly string[],
): Promise<PointRollup[]> {
  if (deviceIds.length === 0) return [];
  const table = sql.raw(ROLLUP_TABLES[level]);
  const rows = await queryRows<{ d: string; b: number; s: Record<string, unknown> }>(
    ex,
    sql`select device_id as d, (extract(epoch from bucket) * 1000)::float8 as b,
        (select coalesce(jsonb_object_agg(k, stats -> k), '{}'::jsonb)
           from unnest(${`{${points.join(',')}}`}::text[]) k where stats ? k) as s
      from ${table}
      where device_id in (${sql.join(
        deviceIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and bucket >= ${tsFromMs(sql`${fromMs}::float8`)} and bucket < ${tsFromMs(sql`${toMs}::float8`)}
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

export async function readSamples(
  ex: Executor,
  deviceId: string,
): Promise<Array<{ ts: number; seq: number | null; late: boolean; values: Record<string, unknown> }>> {
  const rows = await queryRows<{ t: number; s: number | null; l: boolean; v: Record<string, unknown> }>(
    ex,
    sql`select ${msFromTs(sql`ts`)} as t, seq::float8 as s, late as l, values as v
      from telemetry where device_id = ${deviceId} order by ts`,
  );
  return rows.map((r) => ({ ts: r.t, seq: r.s, late: r.l, values: r.v }));
}

/** Tenants whose storage is full with "refuse" chosen (tenant_storage, set by the storage sweep). */
export async function refusingTenants(ex: Executor): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    ex,
    sql`select tenant_id::text as id from tenant_storage where refusing`,
  );
  return rows.map((r) => r.id);
}
