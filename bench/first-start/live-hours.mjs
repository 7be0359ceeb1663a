// What a stopped demo data directory received, hour by hour, over its last hours (issue 34 item 8):
// per hour the samples counted in the 5-minute rollup (which keeps every sample), its rows, and
// the raw samples left after the thinning. A time-compressed run (`first-start.mjs --speed N`)
// is a day of the demo only if every hour holds a live hour's samples: this shows it did.
//
//   node bench/first-start/live-hours.mjs DATA_DIR/pglite [hours, default 26]
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
const hours = Number(process.argv[3] ?? 26);
if (!dir) throw new Error('usage: live-hours.mjs <pglite data directory> [hours]');
const db = new PGlite(dir);
// A full stats array is [count, sum, …] (9 items); a one-sample bucket is [value, ts(, delta)].
const { rows } = await db.query(
  `with last as (select max(bucket) as b from telemetry_rollup_5m),
   r as (
     select date_trunc('hour', bucket) as hour, count(*)::int as rows,
       sum((select max(case when jsonb_array_length(v) = 9 then (v->>0)::int else 1 end)
            from jsonb_each(stats) e(k, v)))::int as samples,
       count(distinct device_id)::int as devices
     from telemetry_rollup_5m, last where bucket > last.b - make_interval(hours => $1)
     group by 1),
   t as (
     select date_trunc('hour', ts) as hour, count(*)::int as raw
     from telemetry, last where ts > last.b - make_interval(hours => $1) group by 1)
   select r.hour, r.rows, r.samples, r.devices, coalesce(t.raw, 0) as raw
   from r left join t using (hour) order by r.hour`,
  [hours],
);
console.log('hour (UTC)         devices  5-min rows  samples  raw kept');
for (const r of rows)
  console.log(
    `${r.hour.toISOString().slice(0, 16).replace('T', ' ')}  ${String(r.devices).padStart(7)}  ${String(r.rows).padStart(10)}  ${String(r.samples).padStart(7)}  ${String(r.raw).padStart(8)}`,
  );
await db.close();
