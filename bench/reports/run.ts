// bench/reports (issue 29): the report targets on a year of data. A fresh database with the API
// benchmark's fleet (bench/api/seed.ts: --stations stations of 10 devices, a year of day rollups),
// station 0 with a year of 15-minute counter readings written as the 5-minute rollups ingest keeps
// and its stored revenue days computed from them (revenue, bands, load split), those days copied
// to every other station (the reports read stored days; how they were computed is not timed), a
// five-band tariff. Then, each call warmed up once and timed --n times in a row through app.inject
// (the whole request: authority, service, presenter; wall time):
//   A. one station's year by day: each built-in report and enhance-statistics (target p95 ≤ 20 ms
//      on PostgreSQL, ≤ 40 ms on PGlite);
//   B. all stations' year by month: each report and enhance-statistics (target ≤ 300 ms);
//   C. --users users running reports (a random station and report, a year by day or a month by day,
//      pausing --think-ms between calls) for --seconds while every device of the fleet sends a
//      sample every --report-s seconds through the app's ingest (target: every call p95 ≤ 100 ms);
//   D. a year of station 0's 15-minute energy to xlsx and PDF: the 5-minute energy read, folded to
//      15-minute rows, made into the electricity report's document and written (target xlsx < 5 s);
//      the reports have no 15-minute bucket (hours are the finest), so this is timed at the writer.
// Prints JSON with p50 / p95 / p99 per call and the machine's load (docs/performance.md).
//
//   npx tsx bench/reports/run.ts --db postgres|pglite [--stations 100] [--n 30] [--users 50]
//     [--seconds 30] [--think-ms 1000] [--report-s 10] [--phases ABCD] [--url postgres://…]
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { EnergyReport } from '@ies/contracts';
import { buildApp } from '../../apps/server/src/app';
import { IngestService } from '../../apps/server/src/ingest/ingest.service';
import { energyReportDocument } from '../../apps/server/src/modules/exports/export-document';
import { writePdf, writeXlsx } from '../../apps/server/src/modules/exports/export-files';
import { openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import type { RevenueEngine } from '../../apps/server/src/modules/revenue/revenue-engine';
import { testConfig } from '../../apps/server/src/test/test-app';
import { ensurePartitions, type Executor } from '../../apps/server/src/telemetry/telemetry.repository';
import { POINTS, seedFleet, signIn } from '../api/seed';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const db = arg('db', 'pglite') as 'pglite' | 'postgres';
const postgresUrl = arg('url', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const stations = Number(arg('stations', '100'));
const days = 365;
const n = Number(arg('n', '30'));
const users = Number(arg('users', '50'));
const seconds = Number(arg('seconds', '30'));
const thinkMs = Number(arg('think-ms', '1000'));
const reportS = Number(arg('report-s', '10'));
const phases = arg('phases', 'ABCD');
const out = arg('out', '');
/** Keep the database (its name is printed); `--reuse <name>` measures a kept one without seeding. */
const keep = process.argv.includes('--keep');
const reuse = arg('reuse', '');
const STEP_MS = 15 * 60_000;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TZ = 8;

/** Counters per device type, kWh per hour while active, and the local hours they run. */
const COUNTERS: Record<string, Array<{ point: string; rate: number; from: number; to: number }>> = {
  ES_PCS: [
    { point: 'charge_kwh', rate: 60, from: 0, to: 6 },
    { point: 'discharge_kwh', rate: 50, from: 10, to: 21 },
  ],
  GRID_METER: [
    { point: 'import_kwh', rate: 120, from: 0, to: 24 },
    { point: 'export_kwh', rate: 5, from: 11, to: 14 },
  ],
  RS_INVERT_25KW: [{ point: 'generation_kwh', rate: 20, from: 7, to: 17 }],
  LOAD_METER: [{ point: 'load_kwh', rate: 150, from: 0, to: 24 }],
};

const period = (property: string, start: string, end: string, price: number) => ({
  property,
  start,
  end,
  price,
});
const tariffConfig = (scale: number) => ({
  charge_price: 0.3 * scale,
  discharge_price: 1 * scale,
  grid_connection_price: 0.39,
  periods: [
    period('deep_valley', '00:00', '06:00', 0.15 * scale),
    period('valley', '06:00', '08:00', 0.3 * scale),
    period('flat', '08:00', '10:00', 0.6 * scale),
    period('peak', '10:00', '18:00', 1.0 * scale),
    period('sharp', '18:00', '21:00', 1.4 * scale),
    period('valley', '21:00', '23:59', 0.3 * scale),
  ],
});

async function open() {
  if (db === 'postgres') {
    const name = reuse || `ies_bench_reports_${Date.now().toString(36)}`;
    if (!reuse) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
    }
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
    const cleanup = async () => {
      if (keep || reuse) return console.error(`kept database ${name}`);
      const again = new pg.Client({ connectionString: postgresUrl });
      await again.connect();
      await again.query(`drop database if exists "${name}" with (force)`);
      await again.end();
    };
    return { database, cleanup };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-bench-reports-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  return { database, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
}

/**
 * Rollups of each counter over `days` whole days before today (UTC+8): a reading every 15 minutes,
 * stamped a minute into its 5-minute bucket; a counter rises at its rate in its active hours.
 */
async function writeRollups(
  database: Awaited<ReturnType<typeof openDatabase>>,
  devices: Array<{ id: string; type: string }>,
): Promise<number> {
  const today = Math.floor((Date.now() + TZ * HOUR) / DAY) * DAY - TZ * HOUR;
  const from = today - days * DAY;
  await ensurePartitions(database.db as unknown as Executor, from - DAY, Date.now() + DAY);
  // The fleet's seed wrote today's 5-minute rollups on another counter base: replaced.
  await database.rows(
    `delete from telemetry_rollup_5m where device_id in (${devices.map((d) => `'${d.id}'`).join(',')})`,
  );
  let rows = 0;
  for (const [type, counters] of Object.entries(COUNTERS)) {
    const ids = devices.filter((d) => d.type === type).map((d) => `'${d.id}'`);
    if (ids.length === 0) continue;
    // Energy (kWh) a counter gained up to local time b: whole days, then today's active hours.
    const value = (c: { rate: number; from: number; to: number }, at: string) =>
      `(${c.rate} * ((floor((${at} + ${TZ * HOUR}) / ${DAY}) * ${c.to - c.from}) +
        greatest(0, least(${c.to}, ((${at} + ${TZ * HOUR}) - floor((${at} + ${TZ * HOUR}) / ${DAY}) * ${DAY}) / ${HOUR}) - ${c.from})))`;
    const fields = counters
      .map((c) => {
        const v = value(c, 'b0 + 60000');
        return `'${c.point}', jsonb_build_array(1, ${v}, ${v}, ${v}, ${v}, b0 + 60000, ${v}, b0 + 60000, 0)`;
      })
      .join(', ');
    for (let start = from; start < today; start += 30 * DAY) {
      const end = Math.min(today, start + 30 * DAY);
      await database.rows(`insert into telemetry_rollup_5m (device_id, bucket, stats)
        select d, timestamptz 'epoch' + b0 * interval '1 millisecond', jsonb_build_object(${fields})
        from unnest(array[${ids.join(',')}]) d,
          generate_series(${start}::bigint, ${end - STEP_MS}::bigint, ${STEP_MS}::bigint) g,
          lateral (select g::float8 as b0) x
        on conflict do nothing`);
      rows += ids.length * ((end - start) / STEP_MS);
    }
  }
  return rows;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const r1 = (x: number) => Math.round(x * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function timing(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: r1(percentile(sorted, 50)),
    p95: r1(percentile(sorted, 95)),
    p99: r1(percentile(sorted, 99)),
    max: r1(sorted.at(-1) ?? 0),
  };
}

const load = () => os.loadavg().map(r1);

async function main() {
  const { database, cleanup } = await open();
  await runMigrations(database);
  const ingest = new IngestService(database).start();
  let engine: RevenueEngine | undefined;
  const app = await buildApp(testConfig({ testHooks: true }), {
    database,
    ingest,
    revenue: { expose: (e) => (engine = e) },
  });
  await app.ready();
  const seed0 = Date.now();
  const fleet = reuse
    ? await keptFleet(app, database)
    : await seedFleet(app, database, { stations, days, hourDays: 1, users });
  const devices = fleet.deviceIds.map((id) => ({ id, type: id.split('-')[1]!.toUpperCase() }));
  const [first] = fleet.stationIds as [string];
  const today = Math.floor((Date.now() + TZ * HOUR) / DAY) * DAY - TZ * HOUR;
  const local = (t: number) => new Date(t + TZ * HOUR).toISOString().slice(0, 10);
  const dates: string[] = [];
  for (let t = today - days * DAY; t < today; t += DAY) dates.push(local(t));
  const inject = async (method: 'POST' | 'GET', url: string, payload?: object, token = fleet.tokens[0]) => {
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
    if (res.statusCode >= 300)
      throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };
  const tenant = fleet.tenantId;
  let rollupRows = 0;
  let computeS = 0;
  if (!reuse) {
    rollupRows = await writeRollups(
      database,
      devices.filter((d) => d.id.startsWith('s0-')),
    );
    // The seed's synthetic stored days are replaced by days computed from station 0's rollups.
    await database.rows('delete from station_revenue_days');
    const template = (
      await inject('POST', `/api/out-group-mgmt/tenant/${tenant}/group-price-template`, {
        name: '基准电价',
        remark: '',
        config: tariffConfig(1),
      })
    ).json();
    for (const id of fleet.stationIds)
      await inject('POST', `/api/stations/${id}/tariffs`, {
        template_id: template.id,
        effective_from: '2000-01-01',
      });
    await engine!.settled();
    const compute0 = Date.now();
    await engine!.stationDays(first, dates);
    computeS = r1((Date.now() - compute0) / 1000);
    await database.rows(`insert into station_revenue_days (station_id, date, tenant_id, template_id, total,
      charge_kwh, discharge_kwh, pv_kwh, load_pv_kwh, load_storage_kwh, load_grid_kwh, figures, computed_at)
    select s.id, d.date, d.tenant_id, d.template_id, d.total, d.charge_kwh, d.discharge_kwh, d.pv_kwh,
      d.load_pv_kwh, d.load_storage_kwh, d.load_grid_kwh, d.figures, d.computed_at
    from station_revenue_days d join stations s on s.tenant_id = d.tenant_id and s.id <> d.station_id
    where d.station_id = '${first}'
    on conflict do nothing`);
    if (db === 'postgres') await database.rows('vacuum analyze');
  }
  const seedS = Math.round((Date.now() - seed0) / 1000);

  const year = { start: dates[0]!, end: dates.at(-1)! };
  const month = { start: dates.at(-30)!, end: dates.at(-1)! };
  const iso = (date: string) => `${date}T00:00:00+08:00`;
  const statistics = (body: object) =>
    inject('POST', `/api/out-wrapper/group/tenants/${tenant}/enhance-statistics`, {
      agg_fun: 'diff',
      property: 'charge_kwh',
      start_time: iso(year.start),
      end_time: `${local(today)}T00:00:00+08:00`,
      ...body,
    });
  const KINDS = ['electricity', 'revenue', 'consumption', 'period'] as const;
  const report = (kind: string, body: object, token?: string) =>
    inject('POST', `/api/energy-reports/${kind}`, body, token);
  const results: Record<string, unknown> = {};
  const timed = async (name: string, call: () => Promise<unknown>) => {
    // The warm-up is the process's first such call: reports keep closed periods, so it is the cold figure.
    const c0 = performance.now();
    await call();
    const cold = r1(performance.now() - c0);
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await call();
      times.push(performance.now() - t0);
    }
    results[name] = { ...timing(times), cold, load1m: r1(os.loadavg()[0]!) };
    console.error(name, JSON.stringify(results[name]));
  };

  if (phases.includes('A')) {
    for (const kind of KINDS)
      await timed(`A ${kind}, 1 station, year by day`, () =>
        report(kind, { station_ids: [first], ...year, bucket: 'day' }),
      );
    await timed('A enhance-statistics diff, 1 station, year by day', () =>
      statistics({ group_id: first, period: 'day' }),
    );
  }
  if (phases.includes('B')) {
    for (const kind of KINDS)
      await timed(`B ${kind}, ${stations} stations, year by month`, () =>
        report(kind, { station_ids: fleet.stationIds, ...year, bucket: 'month' }),
      );
    await timed(`B enhance-statistics diff, ${stations} stations, year by month`, () =>
      statistics({ period: 'month' }),
    );
  }
  if (phases.includes('C')) {
    // Every device a sample every reportS seconds, a slice each second (as bench/api --report-s).
    const ids = fleet.deviceIds;
    const slice = Math.ceil(ids.length / reportS);
    let next = 0;
    const feedRound = (part: readonly string[]) => {
      const ts = Date.now();
      return Promise.all(
        part.map((id, i) => {
          const type = id.split('-')[1]!.toUpperCase();
          const values = Object.fromEntries([
            ...Object.entries(POINTS[type]?.values ?? {}).map(([point, v]) => [
              point,
              typeof v === 'number' ? Math.round((v + ((ts / 1000) % 10) + i / 100) * 100) / 100 : v,
            ]),
            ...Object.entries(POINTS[type]?.counters ?? {}).map(([point, rate]) => [
              point,
              Math.round((rate * ts) / 3_600) / 1000,
            ]),
          ]);
          return ingest.uplink(
            id,
            'telemetry',
            Buffer.from(JSON.stringify({ samples: [{ ts, values }] })),
            ts,
          );
        }),
      );
    };
    const reporter = setInterval(() => {
      const part = ids.slice(next, next + slice);
      next = next + slice >= ids.length ? 0 : next + slice;
      void feedRound(part).catch((error) => console.error(error));
    }, 1000);
    await sleep(3000);
    const perCall = new Map<string, number[]>();
    const all: number[] = [];
    const load0 = load();
    const end = Date.now() + seconds * 1000;
    let errors = 0;
    const user = async (u: number) => {
      const token = fleet.tokens[u % fleet.tokens.length];
      let k = u;
      await sleep(Math.random() * thinkMs);
      while (Date.now() < end) {
        k += 1;
        const kind = KINDS[k % KINDS.length]!;
        const station = fleet.stationIds[Math.floor(Math.random() * fleet.stationIds.length)]!;
        const span = k % 2 === 0 ? { ...year, name: 'year by day' } : { ...month, name: 'month by day' };
        const name = `${kind}, 1 station, ${span.name}`;
        const t0 = performance.now();
        try {
          await report(
            kind,
            { station_ids: [station], start: span.start, end: span.end, bucket: 'day' },
            token,
          );
        } catch (error) {
          errors += 1;
          if (errors < 5) console.error(error);
        }
        const ms = performance.now() - t0;
        all.push(ms);
        perCall.set(name, [...(perCall.get(name) ?? []), ms]);
        if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
      }
    };
    const cpu0 = process.cpuUsage();
    const wall0 = Date.now();
    await Promise.all(Array.from({ length: users }, (_, u) => user(u)));
    const cpu = process.cpuUsage(cpu0);
    clearInterval(reporter);
    results[`C ${users} users, reports while every device reports every ${reportS} s`] = {
      all: timing(all),
      perCall: Object.fromEntries([...perCall].map(([name, list]) => [name, timing(list)])),
      callsPerS: r1(all.length / seconds),
      errors,
      processCpuPct: Math.round(((cpu.user + cpu.system) / 1000 / (Date.now() - wall0)) * 100),
      loadAvgAtStart: load0,
      loadAvgAtEnd: load(),
      thinkMs,
    };
    console.error(
      'C',
      JSON.stringify(results[`C ${users} users, reports while every device reports every ${reportS} s`]),
    );
    await ingest.drain();
    await engine!.settled();
  }
  if (phases.includes('D')) {
    // A year of station 0's energy in 15-minute rows, as the electricity report's document.
    const make = async () => {
      const t0 = performance.now();
      const energy = await engine!.energy(first, today - days * DAY, today);
      const read = performance.now() - t0;
      const rows: EnergyReport['stations'][number]['rows'] = [];
      const total: Record<string, number> = {};
      const FLOWS = ['charge', 'discharge', 'pv', 'import', 'export', 'load'] as const;
      const QUARTER = 15 * 60_000;
      for (let i = 0; i < energy.length; ) {
        const values: Record<string, number> = Object.fromEntries(FLOWS.map((f) => [f, 0]));
        const start = energy[i]!.start - (energy[i]!.start % QUARTER);
        for (; i < energy.length && energy[i]!.start < start + QUARTER; i++)
          for (const f of FLOWS) values[f]! += energy[i]![f];
        for (const f of FLOWS) total[f] = (total[f] ?? 0) + values[f]!;
        rows.push({
          label: new Date(start + TZ * HOUR).toISOString().slice(0, 16).replace('T', ' '),
          start: new Date(start).toISOString(),
          values,
          base_label: null,
          base_values: null,
          change: null,
        });
      }
      const shape = (await report('electricity', { station_ids: [first], ...month, bucket: 'day' })).json();
      const doc = energyReportDocument(
        {
          ...shape,
          start: year.start,
          end: year.end,
          stations: [
            {
              ...shape.stations[0],
              rows,
              total: { ...rows[0]!, label: 'total', values: total },
            },
          ],
        } as EnergyReport,
        'zh',
      );
      return { doc, read, rows: rows.length };
    };
    for (const format of ['xlsx', 'pdf'] as const) {
      const times: number[] = [];
      const reads: number[] = [];
      let bytes = 0;
      let rows = 0;
      for (let i = 0; i < Math.min(n, 3); i++) {
        const t0 = performance.now();
        const made = await make();
        const file = format === 'xlsx' ? await writeXlsx(made.doc) : await writePdf(made.doc);
        times.push(performance.now() - t0);
        reads.push(made.read);
        bytes = file.length;
        rows = made.rows;
      }
      results[`D export ${format}: a year of 1 station's 15-minute energy`] = {
        ...timing(times),
        energyRead: timing(reads),
        rows,
        fileBytes: bytes,
        load1m: r1(os.loadavg()[0]!),
      };
      console.error(
        format,
        JSON.stringify(results[`D export ${format}: a year of 1 station's 15-minute energy`]),
      );
    }
  }
  const report_ = {
    db,
    stations,
    days,
    rollupRows,
    seedS,
    station0DaysComputeS: computeS,
    results,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    at: new Date().toISOString(),
  };
  console.log(JSON.stringify(report_, null, 2));
  if (out) await fs.writeFile(out, `${JSON.stringify(report_, null, 2)}\n`);
  await app.close();
  await ingest.close();
  await database.close();
  await cleanup();
}

/** The fleet of a kept database (`--reuse`): its stations, devices and the merchant signed in --users times. */
async function keptFleet(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Awaited<ReturnType<typeof openDatabase>>,
) {
  const [manager] = await database.rows<{ username: string; tenant_id: string }>(
    `select username, tenant_id from users where is_manager order by username desc limit 1`,
  );
  const stationIds = (
    await database.rows<{ id: string }>(
      `select id from stations where tenant_id = '${manager!.tenant_id}' order by name`,
    )
  ).map((r) => r.id);
  const deviceIds = (await database.rows<{ device_id: string }>('select device_id from station_devices')).map(
    (r) => r.device_id,
  );
  const tokens: string[] = [];
  while (tokens.length < users) tokens.push(await signIn(app, manager!.username));
  return { tokens, stationIds, deviceIds, tenantId: manager!.tenant_id };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
