import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { StoredPoint } from '../../db/schema';
import { type BucketStats, newStats, type RollupLevel } from '../../telemetry/rollup-math';
import { queryRows, ROLLUP_TABLES } from '../../telemetry/telemetry.repository';
import type { Part } from './statistics-engine';

const MS = sql.raw(`interval '1 millisecond'`);
const ts = (ms: number) => sql`(timestamptz 'epoch' + ${ms}::float8 * ${MS})`;
const msOf = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::text[]`;

/** A device holding the property, with what the engine needs of it. */
export interface PointDevice {
  id: string;
  name: string;
  stationId: string | null;
  /** The day rollup's local midnight offset (devices.tz_offset_minutes). */
  tzOffsetMinutes: number;
  point: StoredPoint;
}

/** Where a one-sample part keeps each field of the full form (count is 1). */
const ONE_SAMPLE = ["'1'", 's->>0', 's->>0', 's->>0', 's->>0', 's->>1', 's->>0', 's->>1', 's->>2'];

type MergedRow = {
  d: string;
  b: number;
  c: number;
  su: number;
  mi: number;
  ma: number;
  f: number;
  ft: number;
  l: number;
  lt: number;
  dl: number | null;
};

/** Reads for the statistics engine: devices and their thing-model point, rollups and raw samples. */
export class StatisticsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Devices of the tenant whose type defines the numeric point, limited to stations and/or devices
   * when given (the service has checked the caller reaches them).
   */
  async devicesWithPoint(
    tenantId: string,
    point: string,
    filter: { stationIds?: readonly string[]; deviceIds?: readonly string[] },
  ): Promise<PointDevice[]> {
    const where: SQL[] = [sql`d.tenant_id = ${tenantId}`];
    if (filter.stationIds) where.push(sql`d.station_id::text = any(${idArray(filter.stationIds)})`);
    if (filter.deviceIds) where.push(sql`d.id = any(${idArray(filter.deviceIds)})`);
    const rows = await queryRows<{ id: string; name: string; s: string | null; tz: number; p: StoredPoint }>(
      this.db,
      sql`select d.id, d.name, d.station_id::text as s, d.tz_offset_minutes as tz, p as p
        from devices d join device_types t on t.id = d.type_id
        cross join lateral (select e as p from jsonb_array_elements(t.points) e
          where e->>'name' = ${point} and e->>'type' in ('int', 'float') limit 1) x
        where ${sql.join(where, sql` and `)}
        order by d.name, d.id`,
    );
    return rows.map((r) => ({ id: r.id, name: r.name, stationId: r.s, tzOffsetMinutes: r.tz, point: r.p }));
  }

  /** Every numeric point of the tenant's device types, for the report editor. */
  async tenantPoints(tenantId: string): Promise<StoredPoint[]> {
    return (
      await queryRows<{ p: StoredPoint }>(
        this.db,
        sql`select distinct on (e->>'name') e as p
          from device_types t cross join lateral jsonb_array_elements(t.points) e
          where e->>'type' in ('int', 'float')
            and exists (select 1 from devices d where d.type_id = t.id and d.tenant_id = ${tenantId})
          order by e->>'name'`,
      )
    ).map((r) => r.p);
  }

  /**
   * Rollup buckets of `level` between the first and last of `edges` (ascending) holding the point,
   * per device in time order, merged in the database into one part per range between two edges. A merged part is exactly what the engine would fold from
   * its rollup buckets: sums and counts added, extremes kept, the first and last of the earliest and
   * latest bucket, and a counter's increase = the buckets' own increases plus the steps between
   * consecutive buckets (a reset steps by 0, as `counterStep`). A year of day rollups per device
   * then leaves the database as twelve month rows instead of 365.
   */
  async rollupParts(
    level: RollupLevel,
    deviceIds: readonly string[],
    point: string,
    edges: readonly number[],
  ): Promise<Map<string, Part[]>> {
    const table = sql.raw(ROLLUP_TABLES[level]);
    const fromMs = edges[0]!;
    const toMs = edges[edges.length - 1]!;
    const edgeArray = sql`${`{${edges.map((b) => new Date(b).toISOString()).join(',')}}`}::timestamptz[]`;
    // Field i of a part, full or one-sample (`[value, ts, delta?]`, telemetry.repository.ts).
    const n = (i: number) =>
      sql.raw(`(case when jsonb_array_length(s) > 3 then s->>${i} else ${ONE_SAMPLE[i]} end)::float8`);
    const rows = await queryRows<MergedRow>(
      this.db,
      sql`with p as (
          select device_id as d, bucket as b, stats -> ${point} as s, width_bucket(bucket, ${edgeArray}) as k
          from ${table}
          where device_id = any(${idArray(deviceIds)}) and bucket >= ${ts(fromMs)} and bucket < ${ts(toMs)}
            and stats ? ${point}
        ), q as (
          select d, b, k, s, lag(k) over w as pk, lag(${n(6)}) over w as pl
          from p window w as (partition by d order by b)
        )
        select d, ${msOf('min(b)')} as b, sum(${n(0)}) as c, sum(${n(1)}) as su, min(${n(2)}) as mi,
          max(${n(3)}) as ma,
          (array_agg(${n(4)} order by b))[1] as f, (array_agg(${n(5)} order by b))[1] as ft,
          (array_agg(${n(6)} order by b desc))[1] as l, (array_agg(${n(7)} order by b desc))[1] as lt,
          case when count(${n(8)}) = 0 then null
            else sum(coalesce(${n(8)}, 0))
              + sum(case when pk = k and ${n(4)} >= pl then ${n(4)} - pl else 0 end) end as dl
        from q group by d, k order by d, min(b)`,
    );
    const out = new Map<string, Part[]>();
    for (const r of rows) {
      const stats: BucketStats = {
        count: r.c,
        sum: r.su,
        min: r.mi,
        max: r.ma,
        first: r.f,
        firstTs: r.ft,
        last: r.l,
        lastTs: r.lt,
        delta: r.dl,
        stale: false,
      };
      push(out, r.d, { start: r.b, stats });
    }
    return out;
  }

  /** Raw samples in [fromMs, toMs] (end included: a sample on it is a cut-off value) as single-sample parts. */
  async rawParts(
    deviceIds: readonly string[],
    point: string,
    cumulative: boolean,
    fromMs: number,
    toMs: number,
  ): Promise<Map<string, Part[]>> {
    const rows = await queryRows<{ d: string; t: number; v: number }>(
      this.db,
      sql`select device_id as d, ${msOf('ts')} as t, (values ->> ${point})::float8 as v from telemetry
        where device_id = any(${idArray(deviceIds)}) and ts >= ${ts(fromMs)} and ts <= ${ts(toMs)}
          and jsonb_typeof(values -> ${point}) = 'number'
        order by device_id, ts`,
    );
    const out = new Map<string, Part[]>();
    for (const r of rows)
      push(out, r.d, { start: r.t, stats: newStats(r.t, r.v, cumulative) as BucketStats });
    return out;
  }

  /** Each device's last value of the point before `beforeMs` (for cut-off values of empty buckets). */
  async valuesBefore(
    deviceIds: readonly string[],
    point: string,
    beforeMs: number,
  ): Promise<Map<string, number>> {
    const rows = await queryRows<{ d: string; v: number }>(
      this.db,
      sql`select x.d, x.v from unnest(${idArray(deviceIds)}) as ids(id)
        cross join lateral (select device_id as d, (values ->> ${point})::float8 as v from telemetry
          where device_id = ids.id and ts < ${ts(beforeMs)} and jsonb_typeof(values -> ${point}) = 'number'
          order by ts desc limit 1) x`,
    );
    return new Map(rows.map((r) => [r.d, r.v]));
  }
}

function push(map: Map<string, Part[]>, key: string, part: Part) {
  const list = map.get(key);
  if (list) list.push(part);
  else map.set(key, [part]);
}
