import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { IngestService } from '../../ingest/ingest.service';
import { bearerCaller } from '../../test/identity-helpers';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { customType, signedInMerchant } from '../../test/devices/device-test-helpers';
import {
  bind,
  createStation,
  type Merchant,
  subUserOf,
  unique,
} from '../../test/stations/station-test-helpers';
import type { AlarmEngine } from './alarm-engine';
import { ruleInput } from '../../test/alarms/alarm-test-helpers';

// The real ingest path: uplink → decode → batch commit → `samples` → engine → alarm_events.

let database: Database;
let ingest: IngestService;
let app: FastifyInstance;
let engine: AlarmEngine;
let m: Merchant;
let typeId: string;
const HOUR = 3_600_000;
/** Yesterday 00:00 UTC: sample times stay in the past, and hours of the day are known. */
const DAY0 = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000;

async function start() {
  ingest = new IngestService(database, { rollupIntervalMs: 3_600_000, sweepIntervalMs: 3_600_000 }).start();
  app = await buildApp(testConfig({ testHooks: true }), {
    database,
    deviceCache: ingest.registry,
    ingest,
    deviceData: { commandSweepIntervalMs: 0 },
    alarms: { offlineIntervalMs: 0, expose: (e) => (engine = e) },
  });
  await app.ready();
}

async function stop() {
  await app.close();
  await ingest.close();
}

beforeAll(async () => {
  database = await createTestDatabase();
  await start();
  m = await signedInMerchant(app, database.db);
  const type = await m.call(
    'POST',
    '/api/device-types',
    customType('ALARM_TYPE', {
      points: [
        { name: 'soc', zh: 'SOC', type: 'float', unit: '%', min: 0, max: 100 },
        { name: 'temp', zh: '温度', type: 'float', unit: '℃', min: -50, max: 150 },
      ],
    }),
  );
  expect(type.statusCode, type.body).toBe(201);
  typeId = type.json().id;
});
afterAll(async () => {
  await stop();
  await database?.close();
});

async function device(): Promise<string> {
  const id = unique('al');
  const res = await m.call('POST', '/api/devices', { id, name: id, type_id: typeId });
  expect(res.statusCode, res.body).toBe(201);
  return id;
}

async function rule(
  deviceIds: string[],
  trigger: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const base = ruleInput('x');
  const res = await m.call('POST', `/api/alert-mgmt/tenants/${m.tenant.id}/rules`, {
    ...base,
    trigger_filter: { type: 'devices', ids: deviceIds },
    trigger_condition: { ...base.trigger_condition, ...trigger },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
}

/** Sends samples through ingest and waits until the engine has evaluated them. */
async function send(deviceId: string, ts: number, values: Record<string, number>) {
  await ingest.uplink(deviceId, 'telemetry', Buffer.from(JSON.stringify({ ts, values })), ts);
  await engine.settled();
}

/** Samples a device kept while its link was down, sent together at `receivedAt` (stored as late). */
async function sendBuffered(
  deviceId: string,
  receivedAt: number,
  samples: Array<[number, Record<string, number>]>,
) {
  const body = { samples: samples.map(([ts, values]) => ({ ts, values })) };
  await ingest.uplink(deviceId, 'telemetry', Buffer.from(JSON.stringify(body)), receivedAt);
  await engine.settled();
}

interface Event {
  id: string;
  state: string;
  count: number;
  value: unknown;
  last_value: unknown;
  generated_time: string;
  message: string;
}
async function eventsOf(ruleId: string, deviceId?: string): Promise<Event[]> {
  const query = `?rule_id=${ruleId}${deviceId ? `&device_id=${deviceId}` : ''}&page_size=100`;
  const res = await m.call(
    'GET',
    `/api/out-wrapper/group/tenants/${m.tenant.id}/user/${m.manager.id}/alert-event-data${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().list;
}

describe(`alarm engine on ${testDatabaseKind()} (issue 15 item 2)`, () => {
  it('each simple comparison raises on its side of the threshold only', async () => {
    const cases: Array<[string, number, number]> = [
      ['>', 40, 60],
      ['<', 60, 40],
      ['=', 49, 50],
      ['>=', 49, 50],
      ['<=', 51, 50],
      ['!=', 50, 49],
    ];
    for (const [comparison, quiet, loud] of cases) {
      const d = await device();
      const r = await rule([d], { conditions: [{ kind: 'point', point: 'soc', comparison, threshold: 50 }] });
      await send(d, DAY0 + HOUR, { soc: quiet });
      expect(await eventsOf(r.id), comparison).toEqual([]);
      await send(d, DAY0 + HOUR + 1000, { soc: loud });
      const events = await eventsOf(r.id);
      expect(
        events.map((e) => [e.state, e.value]),
        comparison,
      ).toEqual([['active', loud]]);
    }
  });

  it('N times within S seconds; a repeat after the condition went false counts on the same event', async () => {
    const d = await device();
    const r = await rule([d], { frequency: { type: 'count_within', times: 3, seconds: 10 } });
    const t = DAY0 + 2 * HOUR;
    await send(d, t, { soc: 10 });
    await send(d, t + 2000, { soc: 10 });
    await send(d, t + 20_000, { soc: 10 });
    await send(d, t + 25_000, { soc: 10 });
    expect(await eventsOf(r.id)).toEqual([]);
    await send(d, t + 26_000, { soc: 9 });
    const [event] = await eventsOf(r.id);
    expect(event).toMatchObject({ state: 'active', count: 1, value: 9 });
  });

  it('"for at least N seconds": only a condition that holds long enough raises', async () => {
    const d = await device();
    const r = await rule([d], { duration_seconds: 30 }, { simple_mode: false });
    const t = DAY0 + 3 * HOUR;
    await send(d, t, { soc: 10 });
    await send(d, t + 20_000, { soc: 10 });
    await send(d, t + 25_000, { soc: 30 }); // broken: starts again
    await send(d, t + 30_000, { soc: 10 });
    await send(d, t + 50_000, { soc: 10 });
    expect(await eventsOf(r.id)).toEqual([]);
    await send(d, t + 60_000, { soc: 10 });
    expect((await eventsOf(r.id)).map((e) => e.generated_time)).toEqual([new Date(t + 60_000).toISOString()]);
  });

  it('AND of two points; recovery only beyond the hysteresis, repeats update count and last value', async () => {
    const d = await device();
    const r = await rule(
      [d],
      {
        conditions: [
          { kind: 'point', point: 'soc', comparison: '<', threshold: 20 },
          { kind: 'point', point: 'temp', comparison: '>', threshold: 40 },
        ],
        join: 'and',
        hysteresis: 5,
      },
      { simple_mode: false },
    );
    const t = DAY0 + 4 * HOUR;
    await send(d, t, { soc: 15, temp: 30 });
    expect(await eventsOf(r.id)).toEqual([]);
    await send(d, t + 1000, { temp: 45 });
    await send(d, t + 2000, { soc: 22 }); // not beyond 20 + 5: still active
    await send(d, t + 3000, { soc: 18 }); // holds again: a repeat
    let [event] = await eventsOf(r.id);
    expect(event).toMatchObject({ state: 'active', count: 2, value: 15, last_value: 18 });
    await send(d, t + 4000, { soc: 26 });
    [event] = await eventsOf(r.id);
    expect(event).toMatchObject({ state: 'recovered', count: 2 });
  });

  it('time condition: outside the active hours nothing is raised', async () => {
    const d = await device();
    const r = await rule(
      [d],
      {},
      { time_condition: { days: [1, 2, 3, 4, 5, 6, 7], start: '08:00', end: '09:00' } },
    );
    await send(d, DAY0 + 10 * HOUR, { soc: 5 });
    await send(d, DAY0 + 7 * HOUR, { soc: 5 }); // late sample: not evaluated again
    expect(await eventsOf(r.id)).toEqual([]);
    await send(d, DAY0 + 10 * HOUR + 1000, { soc: 50 });
    const d2 = await device();
    const r2 = await rule(
      [d2],
      {},
      { time_condition: { days: [1, 2, 3, 4, 5, 6, 7], start: '08:00', end: '09:00' } },
    );
    await send(d2, DAY0 + 8.5 * HOUR, { soc: 5 });
    expect((await eventsOf(r2.id)).length).toBe(1);
  });

  it('offline for N seconds raises on the check and recovers with the next sample', async () => {
    const d = await device();
    const r = await rule(
      [d],
      { conditions: [{ kind: 'offline', seconds: 60 }] },
      { simple_mode: false, data_type: 'device_state' },
    );
    const t = DAY0 + 12 * HOUR;
    await send(d, t, { soc: 50 });
    await ingest.drain(); // last-seen time written
    await engine.tick(t + 30_000);
    expect(await eventsOf(r.id)).toEqual([]);
    await engine.tick(t + 61_000);
    await engine.tick(t + 90_000); // still offline: the same alarm
    const [event] = await eventsOf(r.id);
    expect(event).toMatchObject({ state: 'active', count: 1 });
    await send(d, t + 95_000, { soc: 50 });
    expect((await eventsOf(r.id)).map((e) => e.state)).toEqual(['recovered']);
  });

  it('a new alarm rings the bell of every user with authority over the station, and only once', async () => {
    const station = await createStation(m.call);
    const other = await createStation(m.call);
    const d = await device();
    expect((await bind(m, station.id, [d])).statusCode).toBe(200);
    const allowed = await subUserOf(app, m, ['alert:event:view']);
    await allowed.grant([station.id]);
    const outsider = await subUserOf(app, m, ['alert:event:view']);
    await outsider.grant([other.id]);
    const r = await rule([d], {}, { name: unique('铃_') });
    const t = DAY0 + 13 * HOUR;
    await send(d, t, { soc: 5 });
    await send(d, t + 1000, { soc: 4 });
    const bell = async (userId: string, caller = m.call) => {
      const res = await caller(
        'GET',
        `/api/tenant/tenants/${m.tenant.id}/users/${userId}/messages?page_size=100`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().list as Array<{ message_name: string }>).filter(
        (x) => x.message_name.includes(r.id) || x.message_name.includes('铃_'),
      );
    };
    expect(await bell(m.manager.id)).toHaveLength(1);
    expect(await bell(allowed.id, allowed.as)).toHaveLength(1);
    expect(await bell(outsider.id, outsider.as)).toHaveLength(0);
    const [event] = await eventsOf(r.id);
    expect(event?.message).toContain(station.name);
  });

  it('a restart between raise and recovery: the recovery closes the same event, no duplicate, no second bell', async () => {
    const d = await device();
    const r = await rule([d], { hysteresis: 2 });
    const t = DAY0 + 14 * HOUR;
    await send(d, t, { soc: 5 });
    const [raised] = await eventsOf(r.id);
    expect(raised?.state).toBe('active');

    await stop();
    await start();
    // The session outlives the process; calls go to the new app.
    const token = m.token;
    m = {
      ...m,
      call: bearerCaller(app, token),
    };

    await send(d, t + 1000, { soc: 6 }); // still low: the known alarm, not a new one
    await send(d, t + 2000, { soc: 25 });
    const events = await eventsOf(r.id);
    expect(events.map((e) => [e.id, e.state, e.count])).toEqual([[raised!.id, 'recovered', 1]]);
    const bell = await m.call(
      'GET',
      `/api/tenant/tenants/${m.tenant.id}/users/${m.manager.id}/messages?page_size=100`,
    );
    const rang = (bell.json().list as Array<{ message_name: string }>).filter((x) =>
      x.message_name.endsWith(r.name),
    );
    expect(rang).toHaveLength(1);
  });

  it('late samples after an outage: evaluated in their own time order, the live alarm state untouched', async () => {
    const d = await device();
    const r = await rule([d], { hysteresis: 2 });
    const t = DAY0 + 15 * HOUR;
    const MIN = 60_000;
    await send(d, t, { soc: 50 });
    // Back after 20 minutes: the newest sample first, then the buffer (older: late).
    await send(d, t + 20 * MIN, { soc: 50 });
    await sendBuffered(d, t + 20 * MIN + 5000, [
      [t + 5 * MIN, { soc: 50 }],
      [t + 6 * MIN, { soc: 12 }],
      [t + 7 * MIN, { soc: 11 }],
      [t + 8 * MIN, { soc: 40 }],
      [t + 9 * MIN, { soc: 10 }],
    ]);
    // Two alarms at their own times: the first recovered within the buffer; the second still
    // held at the end of it, and the newer live sample (50) had cleared it: recovered then.
    const events = (await eventsOf(r.id)).sort((a, b) => a.generated_time.localeCompare(b.generated_time));
    expect(events.map((e) => [e.generated_time, e.state, e.count, e.value])).toEqual([
      [new Date(t + 6 * MIN).toISOString(), 'recovered', 1, 12],
      [new Date(t + 9 * MIN).toISOString(), 'recovered', 1, 10],
    ]);
    // The live state was not moved back by the old values: a new low raises a new alarm now.
    await send(d, t + 21 * MIN, { soc: 5 });
    const live = await eventsOf(r.id);
    expect(live.filter((e) => e.state === 'active').map((e) => e.generated_time)).toEqual([
      new Date(t + 21 * MIN).toISOString(),
    ]);
  });

  it('late samples never raise an alarm for the gap: "for at least N seconds" starts again after it', async () => {
    const d = await device();
    const r = await rule([d], { duration_seconds: 60 }, { simple_mode: false });
    const t = DAY0 + 16 * HOUR;
    const MIN = 60_000;
    await send(d, t, { soc: 10 }); // holds from t …
    // … then 10 minutes without data; the buffer after the gap also holds, for 30 s only.
    await sendBuffered(d, t + 11 * MIN, [
      [t + 10 * MIN, { soc: 10 }],
      [t + 10 * MIN + 30_000, { soc: 10 }],
    ]);
    expect(await eventsOf(r.id)).toEqual([]);
    // Held for 60 s after the gap: that is an alarm, at its own time.
    await sendBuffered(d, t + 12 * MIN, [[t + 11 * MIN, { soc: 10 }]]);
    expect((await eventsOf(r.id)).map((e) => e.generated_time)).toEqual([
      new Date(t + 11 * MIN).toISOString(),
    ]);
  });

  it('a spread: one point minus another compared with the threshold (highest − lowest cell voltage)', async () => {
    const d = await device();
    const r = await rule(
      [d],
      { conditions: [{ kind: 'point', point: 'temp', minus_point: 'soc', comparison: '>', threshold: 30 }] },
      { simple_mode: false },
    );
    const t = DAY0 + 17 * HOUR;
    await send(d, t, { temp: 60, soc: 40 }); // 20
    await send(d, t + 1000, { temp: 75 }); // 75 − 40 = 35
    let [event] = await eventsOf(r.id);
    expect(event).toMatchObject({ state: 'active', value: 35 });
    expect(event?.message).toContain('温度−SOC = 35');
    await send(d, t + 2000, { soc: 50 }); // 25
    [event] = await eventsOf(r.id);
    expect(event).toMatchObject({ state: 'recovered', last_value: 25 });
  });
});
