import type { StationStrategy, StrategyBatchResult, StrategyStations } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import { type BrokerApp, startBrokerApp } from '../../test/broker-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceBroker } from '../../broker/broker';
import type { Database } from '../../db/database';
import { waitFor } from '../../test/ingest/test-fixtures';
import { ManualClock } from '../../test/manual-clock';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import {
  bind,
  createStation,
  type Merchant,
  signedInMerchant,
  subUserOf,
  unique,
} from '../../test/stations/station-test-helpers';
import { createEmsAndPcs, SimulatedStation } from '../../test/strategies/strategy-push-test-helpers';
import type { StrategyPushService } from './strategy-push.service';

// The push of a station's strategy to its EMS and PCS (issue 14 item 6) through the real
// embedded broker and ingest, answered by the simulator's own device agents.

let database: Database;
let broker: DeviceBroker & { url?: string };
let app: FastifyInstance;
let server: BrokerApp;
let push: StrategyPushService;
let m: Merchant;
const clock = new ManualClock();
const simulated: SimulatedStation[] = [];

beforeAll(async () => {
  server = await startBrokerApp(testConfig({ testHooks: true }), {
    clock,
    strategies: { sweepIntervalMs: 0, expose: (s) => (push = s) },
  });
  ({ database, broker, app } = server);
  m = await signedInMerchant(app, database.db);
});

afterAll(async () => {
  await Promise.all(simulated.map((s) => s.close()));
  await server?.close();
});

const range = (extra: Record<string, unknown>) => ({
  start: '00:00',
  end: '23:59',
  charge_power_kw: 100,
  discharge_power_kw: 100,
  soc_min: 10,
  soc_max: 90,
  ...extra,
});

async function createStrategy(owner: Merchant, threshold = 150): Promise<{ id: string; name: string }> {
  const res = await owner.call('POST', '/api/strategies', {
    name: unique('削峰_').slice(0, 24),
    ranges: [range({ mode: 'peak_shaving', grid_import_threshold_kw: threshold })],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
}

/** A station with an EMS and a PCS bound; `online` connects them as simulated devices. */
async function stationWithDevices(owner: Merchant, online: boolean) {
  const station = await createStation(owner.call);
  const devices = await createEmsAndPcs(owner.call);
  const res = await bind(
    owner,
    station.id,
    devices.map((d) => d.id),
  );
  expect(res.statusCode, res.body).toBe(200);
  const sim = new SimulatedStation(broker.url!, devices);
  simulated.push(sim);
  if (online) await connect(owner, sim);
  return { station, devices, sim };
}

async function connect(owner: Merchant, sim: SimulatedStation): Promise<void> {
  await sim.connect();
  for (const device of sim.devices) {
    await waitFor(async () => {
      const res = await owner.call('GET', `/api/devices/${device.id}`);
      return (res.json() as { status: string }).status.startsWith('online');
    });
  }
}

async function stationStrategy(owner: Merchant, stationId: string): Promise<StationStrategy> {
  const res = await owner.call('GET', `/api/stations/${stationId}/strategy`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StationStrategy;
}

describe(`strategy push (${testDatabaseKind()})`, () => {
  it('is pending until the EMS and PCS acknowledge, then applied; the simulated PCS follows it', async () => {
    const { station, devices, sim } = await stationWithDevices(m, true);
    const strategy = await createStrategy(m);
    sim.hold();
    const res = await m.call('PUT', `/api/stations/${station.id}/strategy`, { strategy_id: strategy.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ strategy: { id: strategy.id }, state: 'pending', reason: null });
    // Both devices took the strategy; their acks are held.
    await waitFor(() => sim.heldCount() === 2);
    expect(sim.site.pcs.strategy.id).toBe(strategy.id);
    expect(sim.site.pcs.strategy.ranges?.[0]?.grid_import_threshold_kw).toBe(150);
    expect((await stationStrategy(m, station.id)).state).toBe('pending');

    expect(await sim.release()).toBe(2);
    const applied = await waitFor(async () => {
      const s = await stationStrategy(m, station.id);
      return s.state === 'applied' && s;
    });
    expect(applied.applied_at).not.toBeNull();
    expect(applied.history[0]).toMatchObject({
      strategy_id: strategy.id,
      strategy_name: strategy.name,
      state: 'applied',
      reason: null,
      changed_by: m.manager.id,
    });
    // Audited in each device's log: the push and its ack under one request id.
    for (const device of devices) {
      const logs = (await m.call('GET', `/api/devices/${device.id}/logs`)).json() as {
        list: Array<{ kind: string; code: string | null; data: unknown }>;
      };
      const pushed = logs.list.find((l) => l.kind === 'config/push');
      expect(pushed?.data).toMatchObject({ config: { strategy: { id: strategy.id } } });
      await waitFor(async () => {
        const again = (await m.call('GET', `/api/devices/${device.id}/logs`)).json() as typeof logs;
        return again.list.some(
          (l) => l.kind === 'config/ack' && (l.data as { request_id?: string }).request_id === pushed?.code,
        );
      });
    }
  });

  it('pushes an edited strategy again to the stations that run it', async () => {
    const { station, sim } = await stationWithDevices(m, true);
    const strategy = await createStrategy(m, 150);
    await m.call('PUT', `/api/stations/${station.id}/strategy`, { strategy_id: strategy.id });
    await waitFor(async () => (await stationStrategy(m, station.id)).state === 'applied');
    const edit = await m.call('PUT', `/api/strategies/${strategy.id}`, {
      name: strategy.name,
      ranges: [range({ mode: 'anti_reflux', max_export_kw: 0 })],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const again = await waitFor(async () => {
      const s = await stationStrategy(m, station.id);
      return s.history.length === 2 && s.state === 'applied' && s;
    });
    expect(again.history.map((h) => h.strategy_id)).toEqual([strategy.id, strategy.id]);
    expect(sim.site.pcs.strategy.ranges?.[0]?.mode).toBe('anti_reflux');
  });

  it('fails with the refusal reason when a device refuses the strategy', async () => {
    const station = await createStation(m.call);
    const devices = await createEmsAndPcs(m.call);
    expect(
      (
        await bind(
          m,
          station.id,
          devices.map((d) => d.id),
        )
      ).statusCode,
    ).toBe(200);
    // The PCS runs firmware that takes no configuration: it answers with a refusal code.
    const sim = new SimulatedStation(broker.url!, [devices[0]!, { ...devices[1]!, kind: 'bms' }]);
    simulated.push(sim);
    await connect(m, sim);
    const strategy = await createStrategy(m, 110);
    await m.call('PUT', `/api/stations/${station.id}/strategy`, { strategy_id: strategy.id });
    const failed = await waitFor(async () => {
      const s = await stationStrategy(m, station.id);
      return s.state === 'failed' && s;
    });
    expect(failed).toMatchObject({ reason: 'iot-strategy.10009', applied_at: null });
  });

  it('fails with a timeout when no ack comes in time; a late ack changes nothing', async () => {
    const { station, sim } = await stationWithDevices(m, true);
    const strategy = await createStrategy(m, 90);
    sim.hold();
    await m.call('PUT', `/api/stations/${station.id}/strategy`, { strategy_id: strategy.id });
    await waitFor(() => sim.heldCount() === 2);
    clock.advance(31_000);
    await push.tick();
    const failed = await stationStrategy(m, station.id);
    expect(failed).toMatchObject({ state: 'failed', reason: 'iot-strategy.10008', applied_at: null });
    await sim.release();
    // The late acks reach the device log, and leave the push failed.
    await waitFor(async () => {
      const logs = (await m.call('GET', `/api/devices/${sim.devices[1]!.id}/logs`)).json() as {
        list: Array<{ kind: string }>;
      };
      return logs.list.some((l) => l.kind === 'config/ack');
    });
    expect((await stationStrategy(m, station.id)).state).toBe('failed');
  });

  it('fails with the offline reason while the devices are offline, and is pushed again once they connect', async () => {
    const { station, sim } = await stationWithDevices(m, false);
    const strategy = await createStrategy(m, 120);
    const res = await m.call('PUT', `/api/stations/${station.id}/strategy`, { strategy_id: strategy.id });
    expect(res.json()).toMatchObject({ state: 'failed', reason: 'iot-strategy.10007' });
    await connect(m, sim);
    const applied = await waitFor(async () => {
      const s = await stationStrategy(m, station.id);
      return s.state === 'applied' && s;
    });
    expect(sim.site.pcs.strategy.id).toBe(strategy.id);
    // Both attempts are in the history, newest first; the retry was the platform's (no user).
    expect(applied.history.map((h) => h.state).slice(-1)).toEqual(['failed']);
    expect(applied.history[0]).toMatchObject({ state: 'applied', changed_by: null });
  });

  it('fails at once for a station without an EMS or PCS; clearing is recorded too', async () => {
    const station = await createStation(m.call);
    const strategy = await createStrategy(m);
    const res = await m.call('PUT', `/api/stations/${station.id}/strategy`, { strategy_id: strategy.id });
    expect(res.json()).toMatchObject({ state: 'failed', reason: 'iot-strategy.10010' });
    expect((await m.call('DELETE', `/api/stations/${station.id}/strategy`)).statusCode).toBe(204);
    const cleared = await stationStrategy(m, station.id);
    expect(cleared.strategy).toBeNull();
    expect(cleared.history.map((h) => [h.strategy_id, h.state])).toEqual([
      [null, null],
      [strategy.id, 'failed'],
    ]);
  });

  it('applies to many stations with a result each; a batch naming a foreign station is 404 and changes nothing', async () => {
    const online = await stationWithDevices(m, true);
    const bare = await createStation(m.call);
    const other = await signedInMerchant(app, database.db);
    const foreign = await createStation(other.call);
    const strategy = await createStrategy(m, 100);
    const refused = await m.call('POST', `/api/strategies/${strategy.id}/apply`, {
      station_ids: [online.station.id, bare.id, foreign.id],
    });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json().code).toBe('iot-http.404');
    expect((await stationStrategy(m, online.station.id)).strategy).toBeNull();
    expect((await stationStrategy(other, foreign.id)).strategy).toBeNull();
    const res = await m.call('POST', `/api/strategies/${strategy.id}/apply`, {
      station_ids: [online.station.id, bare.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json() as StrategyBatchResult;
    expect(results.map((r) => [r.station_id, r.reason])).toEqual([
      [online.station.id, null],
      [bare.id, 'iot-strategy.10010'],
    ]);
    expect(results[0]).toMatchObject({ station_name: online.station.name, state: expect.any(String) });
    expect(results[1]).toMatchObject({ station_name: bare.name, state: 'failed' });

    await waitFor(async () => (await stationStrategy(m, online.station.id)).state === 'applied');
    const stations = (
      await m.call('GET', `/api/strategies/${strategy.id}/stations`)
    ).json() as StrategyStations;
    expect(
      stations.list
        .map((s) => [s.station_id, s.state, s.reason])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual(
      [
        [online.station.id, 'applied', null],
        [bare.id, 'failed', 'iot-strategy.10010'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    // Another tenant's strategy id is simply not found.
    expect((await other.call('GET', `/api/strategies/${strategy.id}/stations`)).statusCode).toBe(404);
    expect(
      (await other.call('POST', `/api/strategies/${strategy.id}/apply`, { station_ids: [foreign.id] }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a sub-user without the permission, and answers 404 for a station outside its authority', async () => {
    const mine = await createStation(m.call);
    const outside = await createStation(m.call);
    const strategy = await createStrategy(m);
    const viewer = await subUserOf(app, m, ['station:view', 'strategy:view']);
    await viewer.grant([mine.id]);
    const put = await viewer.as('PUT', `/api/stations/${mine.id}/strategy`, { strategy_id: strategy.id });
    expect(put.statusCode, put.body).toBe(403);
    const batch = await viewer.as('POST', `/api/strategies/${strategy.id}/apply`, { station_ids: [mine.id] });
    expect(batch.statusCode, batch.body).toBe(403);

    const editor = await subUserOf(app, m, ['station:view', 'station:update', 'strategy:view']);
    await editor.grant([mine.id]);
    const refused = await editor.as('PUT', `/api/stations/${outside.id}/strategy`, {
      strategy_id: strategy.id,
    });
    expect(refused.statusCode, refused.body).toBe(404);
    expect((await editor.as('GET', `/api/stations/${outside.id}/strategy`)).statusCode).toBe(404);
    const res = await editor.as('POST', `/api/strategies/${strategy.id}/apply`, {
      station_ids: [mine.id, outside.id],
    });
    expect(res.statusCode, res.body).toBe(404);
    expect((await stationStrategy(m, outside.id)).strategy).toBeNull();
    expect((await stationStrategy(m, mine.id)).strategy).toBeNull();
    const own = await editor.as('POST', `/api/strategies/${strategy.id}/apply`, { station_ids: [mine.id] });
    expect((own.json() as StrategyBatchResult).results.map((r) => [r.station_id, r.reason])).toEqual([
      [mine.id, 'iot-strategy.10010'],
    ]);
    // The strategy's stations show only what the caller reaches.
    const listed = (
      await editor.as('GET', `/api/strategies/${strategy.id}/stations`)
    ).json() as StrategyStations;
    expect(listed.list.map((s) => s.station_id)).toEqual([mine.id]);
  });

  it('refuses a bad batch with field codes and stores nothing', async () => {
    const strategy = await createStrategy(m);
    const empty = await m.call('POST', `/api/strategies/${strategy.id}/apply`, { station_ids: [] });
    expect(empty.statusCode).toBe(422);
    const tooMany = await m.call('POST', `/api/strategies/${strategy.id}/apply`, {
      station_ids: Array.from({ length: 101 }, () => crypto.randomUUID()),
    });
    expect(tooMany.statusCode).toBe(422);
    const stations = (
      await m.call('GET', `/api/strategies/${strategy.id}/stations`)
    ).json() as StrategyStations;
    expect(stations.list).toEqual([]);
  });
});
