import type { FlowEnergy } from '@ies/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { IngestService } from '../../ingest/ingest.service';
import { bucketStart, counterStep, ROLLUP_LEVELS, statsFromSamples } from '../../telemetry/rollup-math';
import { readRollups } from '../../telemetry/telemetry.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { ENERGY_POINTS, FLOW_POINTS, localDayStart } from './station-figures';
import { StationFiguresRepository } from './station-figures.repository';
import { fieldCodes } from '../../test/devices/device-test-helpers';
import {
  bind,
  createDevices,
  createStation,
  type Merchant,
  signedInMerchant,
} from '../../test/stations/station-test-helpers';

/*
 * Station figures against the database: telemetry goes through the real ingest service, and the
 * expected values are recomputed here from the raw telemetry rows.
 */

let t: TestApp;
let m: Merchant;
let ingest: IngestService;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ config: { testHooks: true } });
  m = await signedInMerchant(t.app, t.database.db);
  ingest = new IngestService(t.database, { rollupIntervalMs: HOUR, sweepIntervalMs: HOUR }).start();
});
afterAll(async () => {
  await ingest?.close();
  await t?.close();
});

interface Site {
  id: string;
  tz: number;
  price: number;
  devices: Record<string, string>;
}

async function send(deviceId: string, samples: Array<{ ts: number; values: Record<string, unknown> }>) {
  await ingest.uplink(deviceId, 'telemetry', Buffer.from(JSON.stringify({ samples })), Date.now());
}

/** 36 hours of half-hourly samples ending a minute ago, crossing at least one local midnight. */
async function feed(site: Site, seed: number) {
  const now = Date.now();
  const times = Array.from({ length: 73 }, (_, i) => now - 60_000 - (72 - i) * 30 * 60_000);
  let charge = 1000 * seed;
  let discharge = 800 * seed;
  let gen = 500 * seed;
  let imp = 300 * seed;
  let exp = 200 * seed;
  let load = 900 * seed;
  for (const [i, ts] of times.entries()) {
    charge += (i % 3) * 1.5;
    discharge += ((i + 1) % 3) * 1.25;
    gen += i % 5;
    imp += 0.5;
    exp += 0.25;
    load += 2;
    const phase = Math.sin(i / 5);
    await send(site.devices.pcs!, [
      {
        ts,
        values: {
          active_power: Math.round(phase * 40 * 100) / 100,
          state: 'run',
          charge_kwh: charge,
          discharge_kwh: discharge,
        },
      },
    ]);
    await send(site.devices.meter!, [
      { ts, values: { grid_power: Math.round(phase * 30 * 100) / 100, import_kwh: imp, export_kwh: exp } },
    ]);
    await send(site.devices.pv!, [{ ts, values: { photovoltaic_power: 10 + (i % 7), generation_kwh: gen } }]);
    await send(site.devices.load!, [{ ts, values: { load_power: 50 + (i % 4), load_kwh: load } }]);
    await send(site.devices.bms!, [
      {
        ts,
        values: {
          soc: 40 + (i % 20),
          soh: 98,
          max_cell_voltage: 3.4,
          min_cell_voltage: 3.2,
          cell_voltages: [3.2, 3.3, 3.4],
        },
      },
    ]);
    // The EMS reports site totals too; they must not be added to the meters' figures.
    await send(site.devices.ems!, [{ ts, values: { grid_power: 999, load_power: 999, soc: 1 } }]);
  }
  await ingest.drain();
}

async function makeSite(tz: number, price: number, currency: string): Promise<Site> {
  const station = await createStation(m.call, { tz_offset_hours: tz, price_per_kwh: price, currency });
  const devices: Record<string, string> = {
    pcs: (await createDevices(m.call, 'ES_PCS', 1))[0]!,
    meter: (await createDevices(m.call, 'GRID_METER', 1))[0]!,
    pv: (await createDevices(m.call, 'RS_INVERT_25KW', 1))[0]!,
    load: (await createDevices(m.call, 'LOAD_METER', 1))[0]!,
    bms: (await createDevices(m.call, 'ES_BMS', 1))[0]!,
    ems: (await createDevices(m.call, 'EMS_GATEWAY', 1))[0]!,
  };
  const res = await bind(m, station.id, Object.values(devices));
  expect(res.statusCode, res.body).toBe(200);
  return { id: station.id, tz, price, devices };
}

async function rawRows(deviceIds: string[]) {
  return t.database.rows<{ d: string; t: number; v: Record<string, unknown> }>(
    sql`select device_id as d, (extract(epoch from ts) * 1000)::float8 as t, values as v from telemetry
      where device_id in (${sql.join(
        deviceIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by ts`,
  );
}

/** Counter increases per flow straight from raw rows: since `fromMs` (the step into it counts). */
async function expectedEnergy(site: Site, fromMs: number): Promise<FlowEnergy> {
  const rows = await rawRows(Object.values(site.devices));
  const out = {
    charge_kwh: 0,
    discharge_kwh: 0,
    pv_kwh: 0,
    grid_import_kwh: 0,
    grid_export_kwh: 0,
    load_kwh: 0,
  };
  for (const deviceId of Object.values(site.devices)) {
    for (const [flow, point] of Object.entries(ENERGY_POINTS) as Array<[keyof FlowEnergy, string]>) {
      let previous: number | undefined;
      for (const row of rows.filter((r) => r.d === deviceId)) {
        const value = row.v[point];
        if (typeof value !== 'number') continue;
        if (row.t >= fromMs && previous !== undefined) out[flow] += counterStep(previous, value);
        previous = value;
      }
    }
  }
  return out;
}

/**
 * Today's income without a price template (the revenue module's flat-price fallback): arbitrage
 * (discharge − charge) plus self-consumed PV (generation − export of the same reading, not below 0),
 * both at the station's price.
 */
async function expectedIncome(site: Site, fromMs: number): Promise<number> {
  const rows = await rawRows(Object.values(site.devices));
  const steps = (deviceId: string, point: string) => {
    const out = new Map<number, number>();
    let previous: number | undefined;
    for (const row of rows.filter((r) => r.d === deviceId)) {
      const value = row.v[point];
      if (typeof value !== 'number') continue;
      if (row.t >= fromMs && previous !== undefined) out.set(row.t, counterStep(previous, value));
      previous = value;
    }
    return out;
  };
  const sum = (m: Map<number, number>) => [...m.values()].reduce((x, y) => x + y, 0);
  const exports = steps(site.devices.meter!, 'export_kwh');
  let selfUse = 0;
  for (const [ts, kwh] of steps(site.devices.pv!, 'generation_kwh')) {
    selfUse += Math.max(0, kwh - (exports.get(ts) ?? 0));
  }
  const arbitrage =
    sum(steps(site.devices.pcs!, 'discharge_kwh')) - sum(steps(site.devices.pcs!, 'charge_kwh'));
  return (arbitrage + selfUse) * site.price;
}

async function latestOf(deviceId: string): Promise<Record<string, unknown>> {
  const [row] = await t.database.rows<{ v: Record<string, unknown> }>(
    sql`select values as v from device_latest where device_id = ${deviceId}`,
  );
  return row!.v;
}

function expectEnergyClose(actual: FlowEnergy, expected: FlowEnergy) {
  for (const key of Object.keys(expected) as Array<keyof FlowEnergy>)
    expect(actual[key], key).toBeCloseTo(expected[key], 3);
}

let a: Site;
let b: Site;

describe(`station figures on ${testDatabaseKind()}`, () => {
  it('shows live power equal to the devices’ latest values, and today’s and total energy from the rollups', async () => {
    a = await makeSite(8, 0.5, 'CNY');
    b = await makeSite(-5, 1.2, 'USD');
    await feed(a, 1);
    await feed(b, 2);

    const res = await m.call('GET', `/api/stations/${a.id}/overview`);
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json();
    expect(overview.power).toEqual({
      grid_kw: (await latestOf(a.devices.meter!))[FLOW_POINTS.grid_kw],
      pv_kw: (await latestOf(a.devices.pv!))[FLOW_POINTS.pv_kw],
      storage_kw: (await latestOf(a.devices.pcs!))[FLOW_POINTS.storage_kw],
      load_kw: (await latestOf(a.devices.load!))[FLOW_POINTS.load_kw],
    });
    expect(overview.soc).toBe((await latestOf(a.devices.bms!)).soc);
    expect(overview.running_status).toBe('run');
    const today = await expectedEnergy(a, localDayStart(Date.now(), a.tz));
    expectEnergyClose(overview.today, today);
    expectEnergyClose(overview.total, await expectedEnergy(a, 0));
    expect(overview.total.discharge_kwh).toBeGreaterThan(overview.today.discharge_kwh);
    expect(overview.today_income).toBeCloseTo(await expectedIncome(a, localDayStart(Date.now(), a.tz)), 3);
    expect(overview.curve.length).toBeGreaterThan(0);
    // The totals reach back to the local day of the earliest sample.
    const earliest = Math.min(...(await rawRows(Object.values(a.devices))).map((row) => row.t));
    expect(Date.parse(overview.history_since)).toBe(localDayStart(earliest, a.tz));
    for (const point of overview.curve)
      expect(Date.parse(point.time)).toBeGreaterThanOrEqual(localDayStart(Date.now(), a.tz));

    const bms = (await m.call('GET', `/api/stations/${a.id}/bms`)).json();
    expect(bms.list[0]).toMatchObject({ device_id: a.devices.bms, soh: 98, cell_voltages: [3.2, 3.3, 3.4] });
    const list = (await m.call('GET', `/api/stations?running_status=run`)).json();
    expect(list.list.map((s: { id: string }) => s.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('sums the home page over the stations, each in its own time zone', async () => {
    const home = (await m.call('GET', '/api/home/summary')).json();
    expect(home.station_count).toBe(2);
    const expectedToday = [
      await expectedEnergy(a, localDayStart(Date.now(), a.tz)),
      await expectedEnergy(b, localDayStart(Date.now(), b.tz)),
    ];
    const sum = (key: keyof FlowEnergy, list: FlowEnergy[]) => list.reduce((x, e) => x + e[key], 0);
    for (const key of Object.keys(expectedToday[0]!) as Array<keyof FlowEnergy>)
      expect(home.today[key], key).toBeCloseTo(sum(key, expectedToday), 3);
    const totals = [await expectedEnergy(a, 0), await expectedEnergy(b, 0)];
    for (const key of Object.keys(totals[0]!) as Array<keyof FlowEnergy>)
      expect(home.total[key], key).toBeCloseTo(sum(key, totals), 3);
    const latestGrid =
      ((await latestOf(a.devices.meter!)).grid_power as number) +
      ((await latestOf(b.devices.meter!)).grid_power as number);
    expect(home.power.grid_kw).toBeCloseTo(latestGrid, 3);
    expect(home.by_running_state).toEqual({ run: 2 });
    const income = Object.fromEntries(
      home.today_income.map((i: { currency: string; amount: number }) => [i.currency, i.amount]),
    );
    // Today's income is the revenue module's stored day (flat price here: no template).
    expect(income.CNY).toBeCloseTo(await expectedIncome(a, localDayStart(Date.now(), a.tz)), 3);
    expect(income.USD).toBeCloseTo(await expectedIncome(b, localDayStart(Date.now(), b.tz)), 3);
    // The same from the installed figures in the database.
    const [installed] = await t.database.rows<{ c: number; p: number }>(
      sql`select sum(installed_capacity_kwh)::float8 as c, sum(installed_power_kw)::float8 as p from stations where tenant_id = ${m.tenant.id}`,
    );
    expect(home.installed_capacity_kwh).toBeCloseTo(installed!.c, 6);
    expect(home.installed_power_kw).toBeCloseTo(installed!.p, 6);

    const count = (await m.call('GET', `/api/out-wrapper/bigscreen/${m.tenant.id}/IndustryES/count`)).json();
    expect(count).toMatchObject({ station_count: 2, device_count: 12 });
    const running = (
      await m.call(
        'GET',
        `/api/out-wrapper/bigscreen/${a.id}/IndustryES/running?statistical_dimension=station`,
      )
    ).json();
    expect(running).toMatchObject({ total: 1, by_running_state: { run: 1 }, online: 1 });
    const value = await m.call(
      'GET',
      `/api/out-group-mgmt/statistics/${m.tenant.id}/users/${m.manager.id}/count-value?agg_fun=sum&info_model_id=ES_BMS&property=soc`,
    );
    expect(value.json().value).toBeCloseTo(
      ((await latestOf(a.devices.bms!)).soc as number) + ((await latestOf(b.devices.bms!)).soc as number),
      6,
    );
    expect(value.json().count).toBe(2);
  });

  it('a master station’s figures include its slaves’', async () => {
    const master = await createStation(m.call, { architecture: 'master_slave', tz_offset_hours: 8 });
    expect(
      (await m.call('PUT', `/api/stations/${master.id}/master-slave`, { slave_station_ids: [a.id] }))
        .statusCode,
    ).toBe(200);
    const overview = (await m.call('GET', `/api/stations/${master.id}/overview`)).json();
    const own = (await m.call('GET', `/api/stations/${a.id}/overview`)).json();
    expect(overview.included_station_ids).toEqual([master.id, a.id]);
    expect(overview.today).toEqual(own.today);
    expect(overview.power).toEqual(own.power);
    await m.call('PUT', `/api/stations/${master.id}/master-slave`, { slave_station_ids: [] });
  });

  it('recalculation makes every rollup equal a recomputation from the raw rows after damage', async () => {
    const figures = new StationFiguresRepository(t.database.db);
    const pcs = a.devices.pcs!;
    // Damage one row of every level.
    for (const level of ROLLUP_LEVELS) {
      const rows = await readRollups(t.database.db, level, pcs);
      await figures.overwriteStats(level, pcs, rows[0]!.bucket, {
        discharge_kwh: [1, 123456, 0, 0, 0, 0, 0, 0, 99999],
      });
    }
    const broken = (await m.call('GET', `/api/stations/${a.id}/overview`)).json();
    expect(broken.total.discharge_kwh).not.toBeCloseTo((await expectedEnergy(a, 0)).discharge_kwh, 3);

    const base = `/api/out-wrapper/group/tenants/${m.tenant.id}/group/${a.id}/recalculation`;
    const bad = await m.call('POST', base, {
      begin_time: new Date(Date.now()).toISOString(),
      end_time: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(fieldCodes(bad).end_time).toBe('iot-station.10013');
    const foreign = await m.call('POST', base, {
      begin_time: new Date(Date.now() - 48 * HOUR).toISOString(),
      end_time: new Date().toISOString(),
      things_id: b.devices.pcs,
    });
    expect(foreign.json().code).toBe('iot-station.10014');

    const started = await m.call('POST', base, {
      begin_time: new Date(Date.now() - 48 * HOUR).toISOString(),
      end_time: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(started.statusCode, started.body).toBe(202);
    let task = started.json();
    for (let i = 0; i < 100 && task.status !== 'done' && task.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      task = (await m.call('GET', base)).json().list.find((x: { id: string }) => x.id === task.id);
    }
    expect(task).toMatchObject({ status: 'done', progress: 100, error: null });

    // A task whose process died (restart mid-run) stops moving and shows as interrupted.
    await t.database.rows(
      sql`update station_recalculations set status = 'running', progress = 40,
        updated_at = now() - interval '11 minutes' where id = ${task.id}`,
    );
    const stale = (await m.call('GET', base)).json().list.find((x: { id: string }) => x.id === task.id);
    expect(stale).toMatchObject({ status: 'failed', error: 'interrupted', progress: 40 });

    // Every rollup row of every device equals the raw recomputation, and no bucket is missing.
    const [type] = await t.database.rows<{ tz: number }>(
      sql`select tz_offset_minutes as tz from devices where id = ${pcs}`,
    );
    expect(type!.tz).toBe(a.tz * 60);
    const numeric = [
      'active_power',
      'charge_kwh',
      'discharge_kwh',
      'grid_power',
      'import_kwh',
      'export_kwh',
      'photovoltaic_power',
      'generation_kwh',
      'load_power',
      'load_kwh',
      'soc',
      'soh',
      'max_cell_voltage',
      'min_cell_voltage',
    ];
    const cumulative = new Set<string>(Object.values(ENERGY_POINTS));
    for (const deviceId of Object.values(a.devices)) {
      const raw = await rawRows([deviceId]);
      for (const level of ROLLUP_LEVELS) {
        const expected = new Map<string, Array<[number, number]>>();
        for (const row of raw)
          for (const point of numeric) {
            const value = row.v[point];
            if (typeof value !== 'number') continue;
            const key = `${point}|${bucketStart(level, row.t, a.tz * 60)}`;
            expected.set(key, [...(expected.get(key) ?? []), [row.t, value]]);
          }
        const stored = await readRollups(t.database.db, level, deviceId);
        expect(stored.map((r) => `${r.point}|${r.bucket}`).sort(), `${deviceId} ${level}`).toEqual(
          [...expected.keys()].sort(),
        );
        for (const row of stored) {
          const want = statsFromSamples(
            expected.get(`${row.point}|${row.bucket}`)!,
            cumulative.has(row.point),
          )!;
          expect(row.stats.count).toBe(want.count);
          expect(row.stats.sum).toBeCloseTo(want.sum, 6);
          expect(row.stats.first).toBe(want.first);
          expect(row.stats.last).toBe(want.last);
          expect(row.stats.min).toBe(want.min);
          expect(row.stats.max).toBe(want.max);
          if (want.delta === null) expect(row.stats.delta).toBeNull();
          else expect(row.stats.delta).toBeCloseTo(want.delta, 6);
        }
      }
    }
    const fixed = (await m.call('GET', `/api/stations/${a.id}/overview`)).json();
    expectEnergyClose(fixed.total, await expectedEnergy(a, 0));
    const actions = (await m.call('GET', `/api/stations/${a.id}/logs`))
      .json()
      .list.map((e: { action: string }) => e.action);
    expect(actions).toContain('recalculate');
  });

  it('pushes live power over WebSocket after an in-band sign-in, and refuses without a session or access', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address.replace('http', 'ws')}/api/stations/${a.id}/live`;
    const open = (token: string, target = url) =>
      new Promise<{ messages: unknown[]; closed: Promise<number>; socket: WebSocket }>((resolve, reject) => {
        const socket = new WebSocket(target);
        const messages: unknown[] = [];
        const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
        socket.on('message', (data) => messages.push(JSON.parse(String(data))));
        socket.on('open', () => {
          socket.send(JSON.stringify({ token }));
          resolve({ messages, closed, socket });
        });
        socket.on('error', reject);
      });
    const waitFor = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(check()).toBe(true);
    };

    const live = await open(m.token);
    await waitFor(() => live.messages.length > 0);
    const first = live.messages[0] as { type: string; power: unknown; updated_at: string };
    expect(first.type).toBe('live');
    expect(first.power).toEqual((await m.call('GET', `/api/stations/${a.id}/overview`)).json().power);
    // A new sample moves the figures on the next push.
    await send(a.devices.meter!, [{ ts: Date.now(), values: { grid_power: 12.34 } }]);
    await ingest.drain();
    await waitFor(() =>
      live.messages.some((msg) => (msg as { power?: { grid_kw: number } }).power?.grid_kw === 12.34),
    );
    live.socket.close();

    const anonymous = await open('not-a-token');
    expect(await anonymous.closed).toBe(4401);
    expect(anonymous.messages).toEqual([{ type: 'error', code: 'iot-http.401' }]);
    const stranger = await signedInMerchant(t.app, t.database.db);
    const foreign = await open(stranger.token);
    expect(await foreign.closed).toBe(4404);
  });
});
