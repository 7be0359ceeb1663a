// bench/revenue (issue 14): the stored daily revenue of stations recomputed after a tariff change.
// A fresh database with N stations (the API benchmark's kit of ten devices each), D days of
// 5-minute rollups for every counter the revenue engine reads, a five-band tariff from before the
// first day, every day computed once; then a new tariff version from the first day is set through
// the API on every station and the clock runs until no stored day is dirty. Prints the wall time,
// the process CPU, the days recomputed and the machine's load (docs/performance.md). Also timed: the
// first computation of every day from the rollups (cold), the read of a year of stored days, and
// the read of a year whose days are all dirty (computed on read).
//
// --copy: rollups are written for the first station only; its stored days (figures and kept
// energy, re-keyed to each station's devices) are copied to the others before the measured
// tariff change. A year of rollups for 100 stations (84M rows) is more than this machine can seed;
// the recomputation after a tariff change reads only the kept energy, which is the same per station.
//
//   npx tsx bench/revenue/run.ts --db postgres|pglite --stations 1 --days 365 [--copy] [--keep] [--url postgres://…]
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { stationRevenueDays } from '../../apps/server/src/db/schema';
import type { RevenueEngine } from '../../apps/server/src/modules/revenue/revenue-engine';
import { devicesKey } from '../../apps/server/src/modules/revenue/revenue-day-energy';
import { RevenueRepository } from '../../apps/server/src/modules/revenue/revenue.repository';
import { testConfig } from '../../apps/server/src/test/test-app';
import { ensurePartitions, type Executor } from '../../apps/server/src/telemetry/telemetry.repository';
import { seedFleet } from '../api/seed';
import { cpuTicks } from '../support/bench-server';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const db = arg('db', 'pglite') as 'pglite' | 'postgres';
const postgresUrl = arg('url', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const stations = Number(arg('stations', '1'));
const days = Number(arg('days', '365'));
const copy = process.argv.includes('--copy');
/** Leaves the PostgreSQL database in place (for EXPLAIN ANALYZE of the engine's statements). */
const keep = process.argv.includes('--keep');

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
    const name = `ies_bench_revenue_${Date.now().toString(36)}`;
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
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-bench-revenue-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  return { database, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
}

/**
 * 5-minute rollups of each counter over `days` whole days before today (UTC+8), a reading every
 * 5 minutes stamped a minute into its bucket; a counter rises at its rate in its active hours.
 * Written a month at a time per device type, so that PGlite's statements stay moderate.
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
          generate_series(${start}::bigint, ${end - 300_000}::bigint, 300000::bigint) g,
          lateral (select g::float8 as b0) x
        on conflict do nothing`);
      rows += ids.length * ((end - start) / 300_000);
    }
  }
  return rows;
}

async function main() {
  const { database, cleanup } = await open();
  await runMigrations(database);
  let engine: RevenueEngine | undefined;
  const app = await buildApp(testConfig({ testHooks: true }), {
    database,
    revenue: {
      expose: (e) => {
        engine = e;
      },
    },
  });
  await app.ready();
  const seedStart = Date.now();
  const fleet = await seedFleet(app, database, { stations, days: 1, hourDays: 1, users: 1 });
  const devices = fleet.deviceIds.map((id) => ({ id, type: id.split('-')[1]!.toUpperCase() }));
  const rollupRows = await writeRollups(
    database,
    copy ? devices.filter((d) => d.id.startsWith('s0-')) : devices,
  );
  if (db === 'postgres') await database.rows('vacuum analyze');
  const call = async (method: 'POST' | 'GET', url: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${fleet.tokens[0]}` },
      payload,
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const templateUrl = (tenant: string) => `/api/out-group-mgmt/tenant/${tenant}/group-price-template`;
  const tenant = await tenantOf(database);
  const first = await call('POST', templateUrl(tenant), {
    name: '基准电价',
    remark: '',
    config: tariffConfig(1),
  });
  const second = await call('POST', templateUrl(tenant), {
    name: '新电价',
    remark: '',
    config: tariffConfig(1.1),
  });
  const firstDate = new Date(Date.now() - (days + 1) * DAY).toISOString().slice(0, 10);
  for (const id of fleet.stationIds) {
    await call('POST', `/api/stations/${id}/tariffs`, {
      template_id: first.id,
      effective_from: '2000-01-01',
    });
  }
  // Every day computed once from the rollups (what the sweep does on a fresh installation).
  await engine!.settled();
  const cold0 = performance.now();
  await engine!.sweep();
  const coldS = (performance.now() - cold0) / 1000;
  const repository = new RevenueRepository(database.db);
  if (copy) await copyDays(database, repository, fleet.stationIds);
  const seedS = (Date.now() - seedStart) / 1000;
  const stored = (await database.db.select({ d: stationRevenueDays.date }).from(stationRevenueDays)).length;

  const load = os.loadavg();
  const machine0 = cpuTicks();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const id of fleet.stationIds) {
    await call('POST', `/api/stations/${id}/tariffs`, { template_id: second.id, effective_from: firstDate });
  }
  // The background recomputation runs until no stored day is dirty.
  for (;;) {
    await engine!.settled();
    const dirty = await database.db
      .select({ d: stationRevenueDays.date })
      .from(stationRevenueDays)
      .where(isNotNull(stationRevenueDays.dirtyAt))
      .limit(1);
    if (dirty.length === 0) break;
    await engine!.sweep();
  }
  const wallS = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const machine1 = cpuTicks();
  const busy = 1 - (machine1.idle - machine0.idle) / (machine1.total - machine0.total);
  const recomputed = (
    await database.rows<{ n: number }>(
      `select count(*)::int as n from station_revenue_days where template_id = '${second.id}'`,
    )
  )[0]!.n;

  // The read of a year of one station: stored and clean, then every day dirty (computed on read).
  const station = (await repository.station(fleet.stationIds[0]!))!;
  const yearDates = (
    await database.rows<{ date: string }>(
      `select date from station_revenue_days where station_id = '${station.id}' order by date`,
    )
  ).map((r) => r.date);
  const r0 = performance.now();
  const read = await engine!.days(station, yearDates);
  const readYearS = (performance.now() - r0) / 1000;
  await database.db
    .update(stationRevenueDays)
    .set({ dirtyAt: sql`now() - interval '1 minute'` })
    .where(sql`${stationRevenueDays.stationId} = ${station.id}`);
  const d0 = performance.now();
  const readDirty = await engine!.days(station, yearDates);
  const readDirtyYearS = (performance.now() - d0) / 1000;
  if (read.size !== yearDates.length || readDirty.size !== yearDates.length)
    throw new Error('year read short');
  console.log(
    JSON.stringify({
      db,
      stations,
      days,
      rollupRows,
      storedDays: stored,
      daysRecomputed: recomputed,
      copy,
      seedS: Math.round(seedS),
      coldComputeS: Math.round(coldS * 1000) / 1000,
      recomputeWallS: Math.round(wallS * 1000) / 1000,
      perStationS: Math.round((wallS / stations) * 1000) / 1000,
      processCpuS: Math.round(((cpu.user + cpu.system) / 1e6) * 1000) / 1000,
      readYearS: Math.round(readYearS * 1000) / 1000,
      readDirtyYearS: Math.round(readDirtyYearS * 1000) / 1000,
      machineBusyPct: Math.round(busy * 100),
      loadAvgBefore: load.map((l) => Math.round(l * 10) / 10),
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
    }),
  );
  await app.close();
  await database.close();
  await cleanup();
}

/** The first station's stored days copied to the others, their kept energy re-keyed to each one's devices. */
async function copyDays(
  database: Awaited<ReturnType<typeof openDatabase>>,
  repository: RevenueRepository,
  stationIds: readonly string[],
): Promise<void> {
  const [first, ...others] = stationIds;
  for (const id of others) {
    const key = Buffer.from(new Float64Array([devicesKey(await repository.boundDevices(id))]).buffer);
    await database.rows(sql`insert into station_revenue_days
        (station_id, date, tenant_id, template_id, total, figures, computed_at, dirty_at, energy)
      select ${id}::uuid, date, tenant_id, template_id, total, figures, computed_at, dirty_at,
        overlay(energy placing ${`\\x${key.toString('hex')}`}::bytea from 9 for 8)
      from station_revenue_days where station_id = ${first}::uuid
      on conflict do nothing`);
  }
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
