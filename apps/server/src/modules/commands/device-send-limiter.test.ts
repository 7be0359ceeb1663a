import type { FastifyInstance } from 'fastify';
import type mqtt from 'mqtt';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DeviceBroker } from '../../broker/broker';
import { startEmbeddedBroker } from '../../broker/embedded-broker';
import type { Database } from '../../db/database';
import { deviceAccessOf } from '../../ingest/device-access';
import { IngestService } from '../../ingest/ingest.service';
import { waitFor } from '../../test/ingest/test-fixtures';
import { ManualClock } from '../../test/manual-clock';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { type Caller, customType, signedInMerchant } from '../../test/devices/device-test-helpers';
import { connectDevice } from '../../test/broker/mqtt-test-helpers';

// Limits on what is sent to devices (issue 12 item 4): commands and config pushes, per device and
// per tenant, in a sliding window kept in the database; two app instances share it.

const LIMITS = {
  windowSeconds: 60,
  commandsPerDevice: 12,
  commandsPerTenant: 20,
  configPushesPerDevice: 2,
  configPushesPerTenant: 3,
};

let database: Database;
let ingest: IngestService;
let broker: DeviceBroker & { url?: string };
let app: FastifyInstance;
let second: FastifyInstance;
let call: Caller;
let token: string;
let typeId: string;
const clock = new ManualClock();
const clients: mqtt.MqttClient[] = [];
const OPERATIONS = [
  { name: 'beep', zh: '蜂鸣', objectid: 1, methodid: 2, needs_response: false, params: [] },
];

async function build(): Promise<FastifyInstance> {
  const built = await buildApp(testConfig({ testHooks: true, deviceSendLimits: LIMITS }), {
    database,
    broker,
    clock,
    deviceCache: ingest.registry,
    ingest,
    deviceData: { commandSweepIntervalMs: 0 },
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  database = await createTestDatabase();
  ingest = new IngestService(database, { rollupIntervalMs: 3_600_000, sweepIntervalMs: 3_600_000 }).start();
  broker = await startEmbeddedBroker({ host: '127.0.0.1', port: 0, devices: deviceAccessOf(ingest) });
  app = await build();
  // A second server process on the same database.
  second = await build();
  ({ call, token } = await signedInMerchant(app, database.db));
  const type = await call('POST', '/api/device-types', customType('LIMIT_TYPE', { operations: OPERATIONS }));
  expect(type.statusCode, type.body).toBe(201);
  typeId = (type.json() as { id: string }).id;
  for (const id of ['lim-a', 'lim-b', 'lim-c']) await onlineDevice(id);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})));
  await app?.close();
  await second?.close();
  await broker?.close();
  await ingest?.close();
  await database?.close();
});

// Every test starts with empty windows.
beforeEach(() => clock.advance((LIMITS.windowSeconds + 1) * 1000));

async function onlineDevice(id: string): Promise<void> {
  const res = await call('POST', '/api/devices', { id, name: id, type_id: typeId });
  expect(res.statusCode, res.body).toBe(201);
  const client = await connectDevice(broker.url!, id, (res.json() as { key: string }).key, {
    connectTimeout: 5000,
  });
  clients.push(client);
  await waitFor(async () => {
    const [row] = await database.rows<{ status: string }>(`select status from devices where id = '${id}'`);
    return row?.status === 'online_normal';
  });
}

function beeps(n: number) {
  return {
    commands: Array.from({ length: n }, () => ({ operation: 'beep', params: {} })),
    interval_seconds: 0,
  };
}

function send(on: FastifyInstance, deviceId: string, n: number, locale = 'zh') {
  return on.inject({
    method: 'POST',
    url: `/api/devices/${deviceId}/commands`,
    headers: { authorization: `Bearer ${token}`, 'x-locale': locale },
    payload: beeps(n),
  });
}

function push(on: FastifyInstance, deviceId: string) {
  return on.inject({
    method: 'POST',
    url: `/api/devices/${deviceId}/config`,
    headers: { authorization: `Bearer ${token}` },
    payload: { config: { report_interval: 60 } },
  });
}

async function commandCount(deviceId: string): Promise<number> {
  const [row] = await database.rows<{ n: number }>(
    `select count(*)::int as n from device_commands where device_id = '${deviceId}'`,
  );
  return row!.n;
}

describe(`device send limits on ${testDatabaseKind()}`, () => {
  it('counts each command of a task per device and answers 429 with a catalogue code, storing nothing', async () => {
    const before = await commandCount('lim-a');
    expect((await send(app, 'lim-a', 10)).statusCode).toBe(201);
    const refused = await send(app, 'lim-a', 3, 'en');
    expect(refused.statusCode, refused.body).toBe(429);
    const body = refused.json() as { code: string; message: string; data: { retry_after: number } };
    expect(body.code).toBe('iot-command.10003');
    expect(body.message).toMatch(
      /^Too many commands or configuration pushes to this device, please try again in \d+ s$/,
    );
    expect(body.data.retry_after).toBeGreaterThan(0);
    expect(body.data.retry_after).toBeLessThanOrEqual(LIMITS.windowSeconds);
    const zh = await send(app, 'lim-a', 3);
    expect((zh.json() as { message: string }).message).toContain('过于频繁');
    expect(await commandCount('lim-a')).toBe(before + 10);
    // What still fits under the limit is accepted; the window slides.
    expect((await send(app, 'lim-a', 2)).statusCode).toBe(201);
    expect((await send(app, 'lim-a', 1)).statusCode).toBe(429);
    clock.advance((LIMITS.windowSeconds + 1) * 1000);
    expect((await send(app, 'lim-a', 10)).statusCode).toBe(201);
  });

  it('limits a tenant across its devices', async () => {
    expect((await send(app, 'lim-a', 10)).statusCode).toBe(201);
    expect((await send(app, 'lim-b', 10)).statusCode).toBe(201);
    const refused = await send(app, 'lim-c', 1);
    expect(refused.statusCode, refused.body).toBe(429);
    expect((refused.json() as { code: string }).code).toBe('iot-command.10004');
  });

  it('is shared by server processes and holds under concurrent requests', async () => {
    expect((await send(app, 'lim-b', 10)).statusCode).toBe(201);
    const other = await send(second, 'lim-b', 3);
    expect(other.statusCode, other.body).toBe(429);
    clock.advance((LIMITS.windowSeconds + 1) * 1000);
    const before = await commandCount('lim-c');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send(i % 2 === 0 ? app : second, 'lim-c', 5)),
    );
    const accepted = answers.filter((res) => res.statusCode === 201).length;
    expect(accepted).toBe(2);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(4);
    expect(await commandCount('lim-c')).toBe(before + 10);
  });

  it('limits configuration pushes per device and per tenant', async () => {
    expect((await push(app, 'lim-a')).statusCode).toBe(200);
    expect((await push(second, 'lim-a')).statusCode).toBe(200);
    const device = await push(app, 'lim-a');
    expect(device.statusCode, device.body).toBe(429);
    expect((device.json() as { code: string }).code).toBe('iot-command.10003');
    expect((await push(app, 'lim-b')).statusCode).toBe(200);
    const tenant = await push(app, 'lim-c');
    expect(tenant.statusCode, tenant.body).toBe(429);
    expect((tenant.json() as { code: string }).code).toBe('iot-command.10004');
    // Commands have their own budget.
    expect((await send(app, 'lim-c', 1)).statusCode).toBe(201);
  });
});
