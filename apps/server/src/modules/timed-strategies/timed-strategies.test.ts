import { errorMessage } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import type mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceBroker } from '../../broker/broker';
import type { Database } from '../../db/database';
import { type BrokerApp, startBrokerApp } from '../../test/broker-app';
import { connectDevice } from '../../test/broker/mqtt-test-helpers';
import {
  type Caller,
  customType,
  fieldCodes,
  type Merchant,
  signedInMerchant,
} from '../../test/devices/device-test-helpers';
import { FACTORY_PASSWORD } from '../../test/factories/users';
import { bearerCaller, tokenFor } from '../../test/identity-helpers';
import { waitFor } from '../../test/ingest/test-fixtures';
import { ManualClock } from '../../test/manual-clock';
import { bind, createStation } from '../../test/stations/station-test-helpers';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import type { CommandsService } from '../commands/commands.service';
import type { TimedStrategyRunner } from './timed-runner';

// Timed strategies end to end: the API's rules at their boundaries (B §5, §8), then runs through
// the real commands module to real MQTT clients on the embedded broker, driven by a manual clock.

let database: Database;
let broker: DeviceBroker & { url?: string };
let app: FastifyInstance;
let server: BrokerApp;
let merchant: Merchant;
let token: string;
/** Calls as the merchant's manager; `resign` signs in again after the clock moved far. */
const call: Caller = (method, url, payload) => bearerCaller(app, () => token)(method, url, payload);
async function resign() {
  token = await tokenFor(app, merchant.manager.username, FACTORY_PASSWORD);
}
let commands: CommandsService;
let runner: TimedStrategyRunner;
let typeId: string;
let stationId: string;
const clock = new ManualClock();
const clients: mqtt.MqttClient[] = [];
const MINUTE = 60_000;

const OPERATIONS = [
  {
    name: 'set_power',
    zh: '设置功率',
    objectid: 1,
    methodid: 1,
    params: [
      { name: 'power', zh: '功率', type: 'float', required: true, min: -100, max: 100 },
      { name: 'raw', type: 'string', hex: true },
    ],
  },
  { name: 'beep', zh: '蜂鸣', objectid: 1, methodid: 2, needs_response: false, params: [] },
];

beforeAll(async () => {
  server = await startBrokerApp(testConfig({ testHooks: true }), {
    clock,
    deviceData: { commandSweepIntervalMs: 0, exposeCommands: (s) => (commands = s) },
    timedStrategies: { tickIntervalMs: 0, expose: (r) => (runner = r) },
  });
  ({ database, broker, app } = server);
  merchant = await signedInMerchant(app, database.db);
  token = merchant.token;
  const type = await call(
    'POST',
    '/api/device-types',
    customType('TIMED_TYPE', { operations: OPERATIONS, timeout_seconds: 600 }),
  );
  expect(type.statusCode, type.body).toBe(201);
  typeId = (type.json() as { id: string }).id;
  stationId = (await createStation(call, { time_zone: 'Asia/Shanghai' })).id;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})));
  await server?.close();
});

async function addDevice(id: string, station = stationId): Promise<string> {
  const res = await call('POST', '/api/devices', { id, name: id, type_id: typeId });
  expect(res.statusCode, res.body).toBe(201);
  const bound = await bind({ ...merchant, call }, station, [id]);
  expect(bound.statusCode, bound.body).toBe(200);
  return (res.json() as { key: string }).key;
}

/** A bound device that connects and answers each command with `code`. */
async function onlineDevice(id: string, code: () => number = () => 0) {
  const key = await addDevice(id);
  const client = await connectDevice(broker.url!, id, key, { connectTimeout: 5000 });
  clients.push(client);
  const received: Array<{ request_id: string; method: string; params: Record<string, unknown> }> = [];
  await client.subscribeAsync(`ies/v1/${id}/cmd/req`, { qos: 1 });
  client.on('message', (_topic, payload) => {
    const req = JSON.parse(payload.toString());
    received.push(req);
    if (req.method !== 'beep')
      void client.publishAsync(
        `ies/v1/${id}/cmd/resp`,
        JSON.stringify({ request_id: req.request_id, code: code() }),
        { qos: 1 },
      );
  });
  await waitFor(async () => {
    const [row] = await database.rows<{ status: string }>(`select status from devices where id = '${id}'`);
    return row?.status === 'online_normal';
  });
  return { client, received };
}

function form(deviceId: string, extra: Record<string, unknown> = {}) {
  return {
    name: `定时_${deviceId}`.slice(0, 64),
    station_id: stationId,
    device_id: deviceId,
    repeat_mode: 'cycle',
    cycle: 'interval_hours',
    every: 1,
    effective_at: new Date(clock.now().getTime() + MINUTE).toISOString(),
    failure_at: new Date(clock.now().getTime() + 30 * 86_400_000).toISOString(),
    retry_times: 0,
    retry_interval: 1,
    enabled: true,
    commands: [{ operation: 'set_power', params: { power: 10 }, interval_seconds: 0 }],
    ...extra,
  };
}

const base = () => `/api/stations/${stationId}/timed-strategies`;

async function create(body: Record<string, unknown>) {
  const res = await call('POST', base(), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; next_run_at: string | null; enabled: boolean };
}

async function logs(strategyId: string) {
  const res = await call('GET', `/api/stations/${stationId}/timed-strategy-logs?strategy_id=${strategyId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json() as {
      list: Array<{ status: string; retry_count: number; error_code: string | null; content: unknown[] }>;
    }
  ).list;
}

/** One poll of the runner and of the command sweep. */
async function drive() {
  await runner.tick();
  await commands.tick();
}

async function settleUntil(strategyId: string, status: string) {
  return waitFor(async () => {
    await runner.tick();
    const [log] = await logs(strategyId);
    return log && log.status === status ? log : undefined;
  });
}

describe(`timed strategies on ${testDatabaseKind()}`, () => {
  it('checks every B §5 rule at its boundaries, with its catalogue code and zh and en text', async () => {
    await addDevice('timed-rules');
    const bad = async (extra: Record<string, unknown>, field: string, code: string) => {
      const res = await call('POST', base(), form('timed-rules', extra));
      expect(fieldCodes(res)[field], `${JSON.stringify(extra)} ${res.body}`).toBe(code);
    };
    const good = async (extra: Record<string, unknown>) => {
      const res = await call('POST', base(), form('timed-rules', { enabled: false, ...extra }));
      expect(res.statusCode, `${JSON.stringify(extra)} ${res.body}`).toBe(201);
    };
    // Job name 2–64 characters of Chinese, letters, digits, hyphen, underscore.
    await bad({ name: 'a' }, 'name', '10001');
    await good({ name: 'ab' });
    await good({ name: `定${'a'.repeat(63)}` });
    await bad({ name: 'a'.repeat(65) }, 'name', '10001');
    await bad({ name: 'a b' }, 'name', '10001');
    // Interval 1–59 minutes or 1–23 hours.
    await bad({ cycle: 'interval_minutes', every: 0 }, 'every', '10002');
    await good({ cycle: 'interval_minutes', every: 1 });
    await good({ cycle: 'interval_minutes', every: 59 });
    await bad({ cycle: 'interval_minutes', every: 60 }, 'every', '10002');
    await bad({ cycle: 'interval_hours', every: 0 }, 'every', '10002');
    await good({ cycle: 'interval_hours', every: 23 });
    await bad({ cycle: 'interval_hours', every: 24 }, 'every', '10002');
    await bad({ cycle: 'interval_hours', every: 1.5 }, 'every', 'iot-validation.10005');
    // Retry count 0–10, retry interval 1–60.
    await bad({ retry_times: -1 }, 'retry_times', '10002');
    await good({ retry_times: 0 });
    await good({ retry_times: 10 });
    await bad({ retry_times: 11 }, 'retry_times', '10002');
    await bad({ retry_interval: 0 }, 'retry_interval', '10002');
    await good({ retry_interval: 1 });
    await good({ retry_interval: 60 });
    await bad({ retry_interval: 61 }, 'retry_interval', '10002');
    // Effective time before failure time.
    const at = new Date(clock.now().getTime() + MINUTE).toISOString();
    await bad({ effective_at: at, failure_at: at }, 'failure_at', 'iot-job.10002');
    await good({ effective_at: at, failure_at: new Date(Date.parse(at) + 1000).toISOString() });
    // At most 10 commands; command interval 0–3600 s.
    const cmd = (interval_seconds: number) => ({ operation: 'beep', params: {}, interval_seconds });
    await good({ commands: Array.from({ length: 10 }, () => cmd(0)) });
    await bad({ commands: Array.from({ length: 11 }, () => cmd(0)) }, 'commands', 'iot-job.10003');
    await bad({ commands: [cmd(-1)] }, 'commands.0.interval_seconds', '10002');
    await good({ commands: [cmd(3600)] });
    await bad({ commands: [cmd(3601)] }, 'commands.0.interval_seconds', '10002');
    // Hex parameters need hex data; an unknown command is a control target that cannot be queried.
    await good({ commands: [{ operation: 'set_power', params: { power: 1, raw: '0aFF' } }] });
    await bad(
      { commands: [{ operation: 'set_power', params: { power: 1, raw: '0aF' } }] },
      'commands.0.params.raw',
      'iot-validation.10011',
    );
    await bad({ commands: [{ operation: 'reboot', params: {} }] }, 'commands.0.operation', 'iot-alert.10003');
    // Weekly needs weekdays; daily needs its time of day.
    await bad({ cycle: 'week', run_time: '08:00', weekdays: [] }, 'weekdays', 'iot-timed.10001');
    await bad({ cycle: 'day', run_time: null }, 'run_time', 'iot-timed.10002');
    await bad({ cycle: 'day', run_time: '24:00' }, 'run_time', 'iot-validation.10002');
    // The device must be bound to the station; a device nobody can see cannot be queried.
    const free = await call('POST', '/api/devices', {
      id: 'timed-unbound',
      name: 'timed-unbound',
      type_id: typeId,
    });
    expect(free.statusCode).toBe(201);
    await bad({ device_id: 'timed-unbound' }, 'device_id', 'iot-timed.10003');
    const missing = await call('POST', base(), form('no-such-device'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'iot-alert.10003' });

    // The texts: zh by default, en when asked.
    for (const [lang, locale] of [
      ['zh-CN', 'zh'],
      ['en', 'en'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: base(),
        headers: { authorization: `Bearer ${merchant.token}`, 'accept-language': lang },
        payload: form('timed-rules', { effective_at: at, failure_at: at }),
      });
      const fields = (res.json() as { data: { fields: Array<{ field: string; message: string }> } }).data
        .fields;
      expect(fields.find((f) => f.field === 'failure_at')?.message).toBe(
        errorMessage('iot-job.10002', locale),
      );
    }
    expect(errorMessage('iot-job.10002', 'zh')).toBe('生效时间须早于失效时间');
  });

  it("computes the next run in the station's time zone: a week on chosen weekdays, the 31st of a 30-day month", async () => {
    await addDevice('timed-cycles');
    const weekly = await create(
      form('timed-cycles', {
        cycle: 'week',
        weekdays: [1, 4],
        run_time: '08:30',
        effective_at: '2030-04-03T00:00:00+08:00', // a Wednesday
        failure_at: '2031-01-01T00:00:00+08:00',
      }),
    );
    expect(weekly.next_run_at).toBe('2030-04-04T00:30:00.000Z'); // Thursday 08:30 in Shanghai
    const monthly = await create(
      form('timed-cycles', {
        cycle: 'month',
        day_of_month: 31,
        run_time: '08:30',
        effective_at: '2030-04-01T00:00:00+08:00',
        failure_at: '2031-01-01T00:00:00+08:00',
      }),
    );
    expect(monthly.next_run_at).toBe('2030-04-30T00:30:00.000Z');
    // The same form in a station in New York runs at 08:30 there.
    const other = (await createStation(call, { time_zone: 'America/New_York' })).id;
    const res = await call('POST', '/api/devices', { id: 'timed-ny', name: 'timed-ny', type_id: typeId });
    expect(res.statusCode).toBe(201);
    expect((await bind({ ...merchant, call }, other, ['timed-ny'])).statusCode).toBe(200);
    const ny = await call('POST', `/api/stations/${other}/timed-strategies`, {
      ...form('timed-ny', { cycle: 'month', day_of_month: 31, run_time: '08:30' }),
      station_id: other,
      effective_at: '2030-04-01T00:00:00-04:00',
      failure_at: '2031-01-01T00:00:00-05:00',
    });
    expect(ny.statusCode, ny.body).toBe(201);
    expect(ny.json()).toMatchObject({
      next_run_at: '2030-04-30T12:30:00.000Z',
      time_zone: 'America/New_York',
    });
    // Disabled: no next run.
    const off = await call('PUT', `${base()}/${weekly.id}/enabled`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, next_run_at: null });
  });

  it('runs at its time: the commands in order with their intervals, logged finished; once with two polls at once', async () => {
    const device = await onlineDevice('timed-run');
    const strategy = await create(
      form('timed-run', {
        commands: [
          { operation: 'set_power', params: { power: 20 }, interval_seconds: 0 },
          { operation: 'beep', params: {}, interval_seconds: 30 },
        ],
      }),
    );
    await drive();
    expect(device.received).toHaveLength(0); // not due yet
    clock.advance(MINUTE);
    await Promise.all([runner.tick(), runner.tick()]);
    await waitFor(() => device.received.length >= 1);
    expect(device.received.map((r) => r.method)).toEqual(['set_power']);
    clock.advance(30_000);
    await Promise.all([commands.tick(), commands.tick(), runner.tick()]);
    await waitFor(() => device.received.length >= 2);
    const log = await settleUntil(strategy.id, 'finished');
    expect(log).toMatchObject({ retry_count: 0, error_code: null });
    expect(log!.content).toHaveLength(2);
    expect(device.received.map((r) => r.method)).toEqual(['set_power', 'beep']);
    await drive();
    expect(device.received).toHaveLength(2);
    expect(await logs(strategy.id)).toHaveLength(1);
    const after = (await call('GET', `${base()}/${strategy.id}`)).json() as { next_run_at: string };
    expect(Date.parse(after.next_run_at) - clock.now().getTime()).toBeGreaterThan(50 * MINUTE);
  });

  it('retries after its retry interval, then logs the failure with the retry count', async () => {
    const device = await onlineDevice('timed-retry', () => 7);
    const strategy = await create(form('timed-retry', { retry_times: 2, retry_interval: 5 }));
    clock.advance(MINUTE);
    await drive();
    await waitFor(() => device.received.length === 1);
    const waiting = await settleUntil(strategy.id, 'waiting_retry');
    expect(waiting).toMatchObject({ retry_count: 1, error_code: 'iot-timed.10005' });
    clock.advance(4 * MINUTE);
    await drive();
    expect(device.received).toHaveLength(1); // not before the retry interval
    clock.advance(MINUTE);
    await drive();
    await waitFor(() => device.received.length === 2);
    await settleUntil(strategy.id, 'waiting_retry');
    clock.advance(5 * MINUTE);
    await drive();
    await waitFor(() => device.received.length === 3);
    await resign();
    const failed = await settleUntil(strategy.id, 'failed');
    expect(failed).toMatchObject({ retry_count: 2, error_code: 'iot-timed.10005' });
    clock.advance(10 * MINUTE);
    await drive();
    expect(device.received).toHaveLength(3);
  });

  it('retries no later than the failure time, and runs none after it', async () => {
    await resign();
    const device = await onlineDevice('timed-expiry', () => 3);
    const now = clock.now().getTime();
    const strategy = await create(
      form('timed-expiry', {
        retry_times: 5,
        retry_interval: 1,
        effective_at: new Date(now + MINUTE).toISOString(),
        failure_at: new Date(now + MINUTE + 90_000).toISOString(),
      }),
    );
    clock.advance(MINUTE);
    await drive();
    await waitFor(() => device.received.length === 1);
    await settleUntil(strategy.id, 'waiting_retry');
    clock.advance(MINUTE);
    await drive();
    await waitFor(() => device.received.length === 2);
    // The next retry would fall after the failure time: the run fails with one retry.
    const failed = await settleUntil(strategy.id, 'failed');
    expect(failed).toMatchObject({ retry_count: 1 });
    const after = (await call('GET', `${base()}/${strategy.id}`)).json() as { next_run_at: string | null };
    expect(after.next_run_at).toBeNull();
    clock.advance(2 * 3_600_000);
    await resign();
    await drive();
    expect(device.received).toHaveLength(2);
    expect(await logs(strategy.id)).toHaveLength(1);
  });

  it('an offline device fails the run with its code and nothing is published', async () => {
    await resign();
    await addDevice('timed-offline');
    const strategy = await create(form('timed-offline'));
    clock.advance(MINUTE);
    await drive();
    const [log] = await logs(strategy.id);
    expect(log).toMatchObject({ status: 'failed', error_code: 'iot-device.10015', retry_count: 0 });
    const [sent] = await database.rows<{ n: number }>(
      `select count(*)::int as n from device_commands where device_id = 'timed-offline'`,
    );
    expect(sent!.n).toBe(0);
  });

  it('B §8: an enabled strategy is deactivated before it is deleted', async () => {
    await addDevice('timed-delete');
    const strategy = await create(form('timed-delete'));
    const refused = await call('DELETE', `${base()}/${strategy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'iot-job.10001' });
    expect((await call('PUT', `${base()}/${strategy.id}/enabled`, { enabled: false })).statusCode).toBe(200);
    expect((await call('DELETE', `${base()}/${strategy.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${base()}/${strategy.id}`)).statusCode).toBe(404);
  });

  it("another tenant's station answers 404", async () => {
    const other = await signedInMerchant(app, database.db);
    expect((await other.call('GET', base())).statusCode).toBe(404);
    expect((await other.call('GET', `/api/stations/${stationId}/timed-strategy-logs`)).statusCode).toBe(404);
  });
});
