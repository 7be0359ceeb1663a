import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestService } from '../../ingest/ingest.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import {
  ALL_STATION_APIS,
  bind,
  createDevices,
  createStation,
  type Merchant,
  signedInMerchant,
  type SubUser,
  subUserOf,
} from '../../test/stations/station-test-helpers';

/*
 * The big screens (issue 30 point 2): a sub-user's screens cover only the stations within its
 * authority, and each figure equals what the owning API answers for the same stations.
 */

let t: TestApp;
let m: Merchant;
let sub: SubUser;
let ingest: IngestService;
let granted: string;
let outside: string;
const HOUR = 3_600_000;

async function send(deviceId: string, values: Record<string, unknown>, ts: number) {
  await ingest.uplink(deviceId, 'telemetry', Buffer.from(JSON.stringify({ samples: [{ ts, values }] })), ts);
}

/** A station with a PCS, PV inverter, grid meter and BMS reporting a few samples up to a minute ago. */
async function stationWithTelemetry(seed: number): Promise<string> {
  const id = (
    await createStation(m.call, { installed_capacity_kwh: 100 * seed, installed_power_kw: 50 * seed })
  ).id;
  const [pcs] = await createDevices(m.call, 'ES_PCS', 1);
  const [pv] = await createDevices(m.call, 'RS_INVERT_25KW', 1);
  const [meter] = await createDevices(m.call, 'GRID_METER', 1);
  const [bms] = await createDevices(m.call, 'ES_BMS', 1);
  const res = await bind(m, id, [pcs!, pv!, meter!, bms!]);
  expect(res.statusCode, res.body).toBe(200);
  const now = Date.now();
  for (let i = 0; i < 6; i++) {
    const ts = now - 60_000 - (5 - i) * 10 * 60_000;
    await send(
      pcs!,
      {
        active_power: 10 * seed + i,
        state: 'run',
        charge_kwh: 100 * seed + i * 2,
        discharge_kwh: 50 * seed + i * 3,
      },
      ts,
    );
    await send(pv!, { photovoltaic_power: 5 * seed + i, generation_kwh: 1000 * seed + i * 4 }, ts);
    await send(meter!, { grid_power: seed + i, import_kwh: 10 * seed + i, export_kwh: 5 * seed + i }, ts);
    await send(
      bms!,
      { soc: 40 + seed + i, cell_voltages: [3.2, 3.3 + i / 100, 3.4], cell_temperatures: [25, 26, 27 + i] },
      ts,
    );
  }
  await ingest.drain();
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ config: { testHooks: true } });
  m = await signedInMerchant(t.app, t.database.db);
  ingest = new IngestService(t.database, { rollupIntervalMs: HOUR, sweepIntervalMs: HOUR }).start();
  granted = await stationWithTelemetry(1);
  outside = await stationWithTelemetry(2);
  sub = await subUserOf(t.app, m, [...ALL_STATION_APIS, 'alert:event:view', 'strategy:view']);
  await sub.grant([granted], { allDevices: true });
});
afterAll(async () => {
  await ingest?.close();
  await t?.close();
});

describe(`big screens (${testDatabaseKind()})`, () => {
  it("a sub-user's general screen counts only the stations within its authority", async () => {
    const res = await sub.as('GET', '/api/bigscreens/general');
    expect(res.statusCode, res.body).toBe(200);
    const screen = res.json();
    expect(screen.summary.station_count).toBe(1);
    expect(screen.summary.top_stations.map((s: { id: string }) => s.id)).toEqual([granted]);
    expect(screen.summary.installed_capacity_kwh).toBe(100);
    // The merchant sees both.
    const all = (await m.call('GET', '/api/bigscreens/general')).json();
    expect(all.summary.station_count).toBe(2);
    expect(all.summary.installed_capacity_kwh).toBe(300);
  });

  it('the general screen shows the home summary figures and the CO₂ avoided by its PV energy', async () => {
    const screen = (await sub.as('GET', '/api/bigscreens/general')).json();
    const home = (await sub.as('GET', '/api/home/summary')).json();
    expect(screen.summary).toEqual(home);
    expect(home.total.pv_kwh).toBeGreaterThan(0);
    expect(screen.co2_avoided_t).toBeCloseTo(home.total.pv_kwh * 0.0005703, 3);
    const count = (
      await sub.as(
        'GET',
        `/api/out-wrapper/bigscreen/${m.tenant.id}/IndustryES/count?statistical_dimension=tenant`,
      )
    ).json();
    expect(screen.summary.station_count).toBe(count.station_count);
    expect(screen.summary.today).toEqual(count.today);
  });

  it('the station screen shows the station overview, BMS cells and strategy of the station', async () => {
    const res = await sub.as('GET', `/api/bigscreens/stations/${granted}`);
    expect(res.statusCode, res.body).toBe(200);
    const screen = res.json();
    const overview = (await sub.as('GET', `/api/stations/${granted}/overview`)).json();
    const bms = (await sub.as('GET', `/api/stations/${granted}/bms`)).json();
    const strategy = (await sub.as('GET', `/api/stations/${granted}/strategy`)).json();
    expect(screen.overview).toEqual(overview);
    expect(screen.bms).toEqual(bms);
    expect(screen.bms.list[0].cell_temperatures.length).toBe(3);
    expect(screen.strategy?.name ?? null).toBe(strategy.strategy?.name ?? null);
    expect(screen.station).toMatchObject({ id: granted, installed_capacity_kwh: 100 });
    // A grid meter reports power: the station runs grid-connected.
    expect(screen.grid_state).toBe('connected');
    expect(screen.blocks.length).toBeGreaterThan(0);
  });

  it("a station outside the sub-user's authority is not found", async () => {
    const res = await sub.as('GET', `/api/bigscreens/stations/${outside}`);
    expect(res.statusCode).toBe(404);
    expect((await m.call('GET', `/api/bigscreens/stations/${outside}`)).statusCode).toBe(200);
  });

  it("the station screen shows only the power blocks of the caller's singleStationConfig", async () => {
    const set = await sub.as('PUT', '/api/tenant/users/self/customization', {
      key: 'singleStationConfig',
      value: JSON.stringify({ energyOverviewDisplay: ['photovoltaic', 'load'] }),
    });
    expect(set.statusCode, set.body).toBe(204);
    const screen = (await sub.as('GET', `/api/bigscreens/stations/${granted}`)).json();
    expect(screen.blocks).toEqual(['photovoltaic', 'load']);
  });
});
