import type { FastifyInstance } from 'fastify';
import type mqtt from 'mqtt';
import { type BrokerApp, startBrokerApp } from '../../test/broker-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceBroker } from '../../broker/broker';
import type { Database } from '../../db/database';
import { waitFor } from '../../test/ingest/test-fixtures';
import { ManualClock } from '../../test/manual-clock';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import {
  type Caller,
  customType,
  fieldCodes,
  signedInMerchant,
} from '../../test/devices/device-test-helpers';
import type { CommandsService } from './commands.service';
import { connectDevice } from '../../test/broker/mqtt-test-helpers';

// Commands through the API to a real MQTT client on the embedded broker, replies back through ingest.

let database: Database;
let broker: DeviceBroker & { url?: string };
let app: FastifyInstance;
let server: BrokerApp;
let call: Caller;
let commands: CommandsService;
let typeId: string;
const clock = new ManualClock();
const clients: mqtt.MqttClient[] = [];

const OPERATIONS = [
  {
    name: 'set_power',
    zh: '设置功率',
    objectid: 1,
    methodid: 1,
    params: [
      { name: 'power', zh: '功率', type: 'float', required: true, min: -100, max: 100 },
      { name: 'mode', type: 'string', enum: ['eco', 'boost'] },
      { name: 'raw', type: 'string', hex: true },
      { name: 'count', type: 'int', min: 0, max: 5 },
    ],
  },
  { name: 'beep', zh: '蜂鸣', objectid: 1, methodid: 2, needs_response: false, params: [] },
];

beforeAll(async () => {
  server = await startBrokerApp(testConfig({ testHooks: true }), {
    clock,
    deviceData: { commandSweepIntervalMs: 0, exposeCommands: (s) => (commands = s) },
  });
  ({ database, broker, app } = server);
  ({ call } = await signedInMerchant(app, database.db));
  const type = await call(
    'POST',
    '/api/device-types',
    customType('CMD_TYPE', { operations: OPERATIONS, timeout_seconds: 30 }),
  );
  expect(type.statusCode, type.body).toBe(201);
  typeId = (type.json() as { id: string }).id;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})));
  await server?.close();
});

async function addDevice(id: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await call('POST', '/api/devices', { id, name: id, type_id: typeId, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { key: string }).key;
}

/** A device that connects, subscribes to its requests and answers each with `answer`. */
async function onlineDevice(
  id: string,
  answer?: (req: { request_id: string; method: string }) => object | null,
) {
  const key = await addDevice(id);
  const client = await connectDevice(broker.url!, id, key, { connectTimeout: 5000 });
  clients.push(client);
  const received: Array<{ request_id: string; method: string; params: unknown; expires_at: number }> = [];
  await client.subscribeAsync(`ies/v1/${id}/cmd/req`, { qos: 1 });
  client.on('message', (_topic, payload) => {
    const req = JSON.parse(payload.toString());
    received.push(req);
    const reply = answer?.(req);
    if (reply) void client.publishAsync(`ies/v1/${id}/cmd/resp`, JSON.stringify(reply), { qos: 1 });
  });
  await waitFor(async () => (await deviceStatus(id)) === 'online_normal');
  return { client, received };
}

async function deviceStatus(id: string): Promise<string | undefined> {
  const [row] = await database.rows<{ status: string }>(`select status from devices where id = '${id}'`);
  return row?.status;
}

async function command(deviceId: string, commandId: string) {
  const res = await call('GET', `/api/devices/${deviceId}/commands/${commandId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    state: string;
    reply_code: number | null;
    result: unknown;
    error_code: string | null;
    events: Array<{ state: string; actor: string }>;
  };
}

describe(`device commands on ${testDatabaseKind()}`, () => {
  it('round trip: sent on cmd/req, completed once by the reply, audited', async () => {
    const device = await onlineDevice('cmd-rt-1', (req) => ({
      request_id: req.request_id,
      code: 0,
      result: { ok: true },
    }));
    const res = await call('POST', '/api/devices/cmd-rt-1/commands', {
      commands: [{ operation: 'set_power', params: { power: 12.5, mode: 'eco', raw: '0aFF' } }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json() as { commands: Array<{ id: string; state: string; request_id: string }> };
    expect(task.commands[0]!.state).toBe('sent');
    const id = task.commands[0]!.id;
    const done = await waitFor(async () => {
      const c = await command('cmd-rt-1', id);
      return c.state === 'replied' ? c : undefined;
    });
    expect(device.received[0]).toMatchObject({
      request_id: task.commands[0]!.request_id,
      method: 'set_power',
      params: { power: 12.5 },
    });
    expect(done).toMatchObject({ reply_code: 0, result: { ok: true } });
    // A redelivered reply (or a late second one) changes nothing.
    await device.client.publishAsync(
      'ies/v1/cmd-rt-1/cmd/resp',
      JSON.stringify({ request_id: task.commands[0]!.request_id, code: 5 }),
      { qos: 1 },
    );
    const again = await command('cmd-rt-1', id);
    expect(again.state).toBe('replied');
    expect(
      again.events.map((e) => [e.state, e.actor === 'device' || e.actor === 'platform' ? e.actor : 'user']),
    ).toEqual([
      ['pending', 'user'],
      ['sent', 'platform'],
      ['replied', 'device'],
    ]);
    const list = await call('GET', '/api/devices/cmd-rt-1/commands');
    expect((list.json() as { pagination: { total_size: number } }).pagination.total_size).toBe(1);
  });

  it('a failing reply code fails the command; a command without reply is done when sent', async () => {
    await onlineDevice('cmd-fail-1', (req) =>
      req.method === 'set_power' ? { request_id: req.request_id, code: 7 } : null,
    );
    const res = await call('POST', '/api/devices/cmd-fail-1/commands', {
      commands: [{ operation: 'set_power', params: { power: 1 } }, { operation: 'beep' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [first, second] = (
      res.json() as { commands: Array<{ id: string; state: string; finished_at: string | null }> }
    ).commands;
    expect(second).toMatchObject({ state: 'sent' });
    expect(second!.finished_at).not.toBeNull();
    await waitFor(async () => (await command('cmd-fail-1', first!.id)).state === 'failed');
    expect((await command('cmd-fail-1', first!.id)).reply_code).toBe(7);
  });

  it("times out after the type's timeout, and expires a later command past its time-to-live", async () => {
    const device = await onlineDevice('cmd-to-1'); // never answers
    const res = await call('POST', '/api/devices/cmd-to-1/commands', {
      commands: [
        { operation: 'set_power', params: { power: 3 } },
        { operation: 'set_power', params: { power: 4 } },
      ],
      interval_seconds: 120,
      ttl_seconds: 60,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [first, second] = (res.json() as { commands: Array<{ id: string; state: string }> }).commands;
    expect([first!.state, second!.state]).toEqual(['sent', 'pending']);
    clock.advance(29_000);
    await commands.tick();
    expect((await command('cmd-to-1', first!.id)).state).toBe('sent');
    clock.advance(2_000);
    await commands.tick();
    expect(await command('cmd-to-1', first!.id)).toMatchObject({
      state: 'timed_out',
      error_code: 'iot-device.10002',
    });
    // The second is due at +120 s and lives until +180 s: at +200 s it expires unsent.
    clock.advance(170_000);
    await commands.tick();
    expect((await command('cmd-to-1', second!.id)).state).toBe('expired');
    await waitFor(() => device.received.length === 1);
    expect(device.received.map((r) => r.params)).toEqual([{ power: 3 }]);
  });

  it('refuses an offline device at once, and a device under local control', async () => {
    await addDevice('cmd-off-1');
    const offline = await call('POST', '/api/devices/cmd-off-1/commands', {
      commands: [{ operation: 'beep' }],
    });
    expect(offline.statusCode).toBe(409);
    expect(offline.json()).toMatchObject({ code: 'iot-device.10015' });

    await onlineDevice('cmd-local-1');
    const mode = await call('PATCH', '/api/devices/cmd-local-1', { control_mode: 'local' });
    expect(mode.statusCode, mode.body).toBe(200);
    const local = await call('POST', '/api/devices/cmd-local-1/commands', {
      commands: [{ operation: 'beep' }],
    });
    expect(local.statusCode).toBe(409);
    expect(local.json()).toMatchObject({ code: 'iot-command.10001' });
  });

  it('keeps commands pending for an offline device when its type queues them, and sends them once online', async () => {
    const queued = await call(
      'POST',
      '/api/device-types',
      customType('CMD_QUEUE', { operations: OPERATIONS, offline_command: true }),
    );
    expect(queued.statusCode, queued.body).toBe(201);
    const created = await call('POST', '/api/devices', {
      id: 'cmd-q-1',
      name: 'cmd-q-1',
      type_id: (queued.json() as { id: string }).id,
    });
    const key = (created.json() as { key: string }).key;
    const res = await call('POST', '/api/devices/cmd-q-1/commands', { commands: [{ operation: 'beep' }] });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { commands: Array<{ id: string; state: string }> }).commands[0]!.id;
    expect((await command('cmd-q-1', id)).state).toBe('pending');
    const client = await connectDevice(broker.url!, 'cmd-q-1', key);
    clients.push(client);
    const received: string[] = [];
    client.on('message', (topic) => received.push(topic));
    await client.subscribeAsync('ies/v1/cmd-q-1/cmd/req', { qos: 1 });
    await waitFor(async () => (await deviceStatus('cmd-q-1')) === 'online_normal');
    await commands.tick();
    expect((await command('cmd-q-1', id)).state).toBe('sent');
    await waitFor(() => received.length === 1);
  });

  it('validates parameters by the operation and names each field', async () => {
    await onlineDevice('cmd-bad-1');
    const bad = await call('POST', '/api/devices/cmd-bad-1/commands', {
      commands: [
        { operation: 'set_power', params: { power: 101, mode: 'fast', raw: 'xyz', count: 1.5, extra: 1 } },
        { operation: 'set_power', params: {} },
        { operation: 'nope' },
      ],
      interval_seconds: 3601,
    });
    expect(fieldCodes(bad)).toEqual({
      interval_seconds: '10002',
      'commands.0.params.power': '10002',
      'commands.0.params.mode': 'iot-validation.10007',
      'commands.0.params.raw': 'iot-validation.10011',
      'commands.0.params.count': 'iot-validation.10005',
      'commands.0.params.extra': 'iot-validation.10014',
      'commands.1.params.power': 'iot-validation.10001',
      'commands.2.operation': 'iot-command.10002',
    });
    const tooMany = await call('POST', '/api/devices/cmd-bad-1/commands', {
      commands: new Array(11).fill({ operation: 'beep' }),
    });
    expect(tooMany.json()).toMatchObject({ code: 'iot-job.10003' });
    const list = await call('GET', '/api/devices/cmd-bad-1/commands');
    expect((list.json() as { list: unknown[] }).list).toHaveLength(0);
  });
});
