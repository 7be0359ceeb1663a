// bench/reports (issue 29 item 5): report time of the built-in energy reports and their exports
// over a month of 15-minute data for 10 stations. A fresh database with the API benchmark's kit
// of ten devices per station (bench/api/seed.ts), a reading every 15 minutes of every counter the
// reports read, written as the 5-minute rollups ingest keeps (the revenue benchmark's writer), a
// five-band tariff, every day's revenue computed once; then each report is asked N times for all
// stations over the month (day buckets), electricity also by hour over a week of one station, and
// the month's electricity report exported as xlsx and PDF. Prints p50 / p95 per call
// (docs/performance.md "Energy reports and exports").
//
//   npx tsx bench/reports/run.ts --db postgres|pglite [--stations 10] [--days 30] [--n 30] [--url postgres://…]
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import type { RevenueEngine } from '../../apps/server/src/modules/revenue/revenue-engine';
import { testConfig } from '../../apps/server/src/test/test-app';
import { ensurePartitions, type Executor } from '../../apps/server/src/telemetry/telemetry.repository';
import { seedFleet } from '../api/seed';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const db = arg('db', 'pglite') as 'pglite' | 'postgres';
const postgresUrl = arg('url', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const stations = Number(arg('stations', '10'));
const days = Number(arg('days', '30'));
const n = Number(arg('n', '30'));
const keep = false;
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
    const name = `ies_bench_reports_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
    const cleanup = async () => {
      if (keep) return console.error(`kept database ${name}`);
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

async function main() {
  const { database, cleanup } = await open();
  await runMigrations(database);
  let engine: RevenueEngine | undefined;
  const app = await buildApp(testConfig({ testHooks: true }), {
    database,
    revenue: { expose: (e) => (engine = e) },
  });
  await app.ready();
  const seed0 = Date.now();
  const fleet = await seedFleet(app, database, { stations, days: 1, hourDays: 1, users: 1 });
  const devices = fleet.deviceIds.map((id) => ({ id, type: id.split('-')[1]!.toUpperCase() }));
  const rollupRows = await writeRollups(database, devices);
  if (db === 'postgres') await database.rows('vacuum analyze');
  const inject = async (method: 'POST' | 'GET', url: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${fleet.tokens[0]}` },
      payload,
    });
    if (res.statusCode >= 300)
      throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };
  const tenant = await tenantOf(database);
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
  await engine!.sweep();
  const seedS = Math.round((Date.now() - seed0) / 1000);

  const today = Math.floor((Date.now() + TZ * HOUR) / DAY) * DAY - TZ * HOUR;
  const local = (t: number) => new Date(t + TZ * HOUR).toISOString().slice(0, 10);
  const month = { start: local(today - days * DAY), end: local(today - DAY), bucket: 'day' };
  const week = { start: local(today - 7 * DAY), end: local(today - DAY), bucket: 'hour' };
  const all = { station_ids: fleet.stationIds };
  const calls: Array<[string, () => Promise<unknown>]> = [
    ...(['electricity', 'revenue', 'consumption', 'period'] as const).map(
      (kind): [string, () => Promise<unknown>] => [
        `${kind}, ${stations} stations, ${days} days by day`,
        () => inject('POST', `/api/energy-reports/${kind}`, { ...all, ...month }),
      ],
    ),
    [
      'electricity, 1 station, 7 days by hour',
      () =>
        inject('POST', '/api/energy-reports/electricity', { station_ids: [fleet.stationIds[0]], ...week }),
    ],
    ...(['xlsx', 'pdf'] as const).map((format): [string, () => Promise<unknown>] => [
      `export ${format}: electricity, ${stations} stations, ${days} days`,
      () =>
        inject('POST', '/api/exports/file', {
          format,
          source: { kind: 'energy_report', report: 'electricity', query: { ...all, ...month } },
        }),
    ]),
  ];
  const results: Record<string, { p50: number; p95: number; n: number }> = {};
  const load = os.loadavg();
  for (const [name, call] of calls) {
    await call(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await call();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    results[name] = { p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)), n };
  }
  console.log(
    JSON.stringify(
      {
        db,
        stations,
        days,
        rollupRows,
        seedS,
        results,
        loadAvgBefore: load.map((l) => Math.round(l * 10) / 10),
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        node: process.version,
      },
      null,
      2,
    ),
  );
  await app.close();
  await database.close();
  await cleanup();
}

async function tenantOf(database: Awaited<ReturnType<typeof openDatabase>>): Promise<string> {
  const [row] = (await database.rows('select tenant_id from stations limit 1')) as Array<{
    tenant_id: string;
  }>;
  return row!.tenant_id;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
