import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopChild } from '../test/stop-child';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { deviceAccessOf } from '../ingest/device-access';
import { hashDeviceKey } from '../ingest/device-key';
import { IngestService } from '../ingest/ingest.service';
import { signedInMerchant } from '../test/devices/device-test-helpers';
import { testConfig } from '../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';
import type { DeviceBroker } from './broker';
import { connectExternalBroker } from './external-broker';
import { MosquittoFileSync } from './mosquitto-sync';
import { freePort, startTestMosquitto } from '../test/broker/test-mosquitto';

// Devices managed through the API while the platform runs against an external Mosquitto: the
// platform keeps Mosquitto's password and ACL files equal to its registry and reloads it.

const PLATFORM = { username: 'ies-platform', password: 'platform-secret-456' };

let database: Database;
let ingest: IngestService;
let dir: string;
let port: number;
let mosquitto: ChildProcess;
let sync: MosquittoFileSync;
let broker: DeviceBroker;
let app: FastifyInstance;
let call: Awaited<ReturnType<typeof signedInMerchant>>['call'];
const clients: mqtt.MqttClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  ingest = new IngestService(database, { rollupIntervalMs: 3_600_000, sweepIntervalMs: 3_600_000 }).start();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-mosquitto-sync-'));
  port = await freePort();
  sync = new MosquittoFileSync(database, {
    directory: dir,
    reloadCommand: `kill -HUP "$(cat '${path.join(dir, 'pid')}')"`,
    platform: { username: PLATFORM.username, passwordHash: hashDeviceKey(PLATFORM.password) },
    debounceMs: 20,
  });
  // The files must exist before Mosquitto starts; no reload yet.
  await new MosquittoFileSync(database, {
    directory: dir,
    platform: { username: PLATFORM.username, passwordHash: hashDeviceKey(PLATFORM.password) },
  }).sync();
  mosquitto = await startTestMosquitto(dir, port);
  await fs.writeFile(path.join(dir, 'pid'), String(mosquitto.pid));
  broker = await connectExternalBroker(
    `mqtt://${PLATFORM.username}:${PLATFORM.password}@127.0.0.1:${port}`,
    'unused',
    { ingest: deviceAccessOf(ingest), ingestClientId: 'ies-platform', credentialSync: sync },
  );
  expect(broker.state()).toBe('up');
  app = await buildApp(testConfig({ testHooks: true }), { database, broker, deviceCache: ingest.registry });
  await app.ready();
  ({ call } = await signedInMerchant(app, database.db));
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})));
  sync?.close();
  await app?.close();
  await broker?.close();
  await stopChild(mosquitto);
  await ingest?.close();
  await database?.close();
  if (dir) await fs.rm(dir, { recursive: true, force: true, maxRetries: 5 });
});

async function connect(deviceId: string, key: string) {
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
    clientId: deviceId,
    username: deviceId,
    password: key,
    reconnectPeriod: 0,
  });
  clients.push(client);
  return client;
}

function connectCode(deviceId: string, key: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const client = mqtt.connect(`mqtt://127.0.0.1:${port}`, {
      clientId: deviceId,
      username: deviceId,
      password: key,
      reconnectPeriod: 0,
    });
    client.on('connect', () => {
      client.end(true);
      resolve(0);
    });
    client.on('error', (error) => {
      client.end(true);
      resolve((error as { code?: number }).code);
    });
  });
}

describe(`external Mosquitto kept in sync with the device calls (${testDatabaseKind()})`, () => {
  it('lets a new device in, cuts it off on a new key, and refuses it once deleted', async () => {
    const types = (await call('GET', '/api/device-types?page_size=999')).json() as {
      list: { id: string; name: string }[];
    };
    const typeId = types.list.find((type) => type.name === 'LOAD_METER')!.id;
    // Not known to Mosquitto before the platform creates it.
    expect(await connectCode('sync-a', 'first-key-123')).toBe(5);

    const created = await call('POST', '/api/devices', {
      id: 'sync-a',
      name: 'sync-a',
      type_id: typeId,
      key: 'first-key-123',
    });
    expect(created.statusCode).toBe(201);
    await sync.settled();
    const first = await connect('sync-a', 'first-key-123');
    expect(first.connected).toBe(true);

    const closed = new Promise<void>((resolve) => first.once('close', () => resolve()));
    const changed = await call('POST', '/api/devices/sync-a/key', { key: 'second-key-456' });
    expect(changed.statusCode).toBe(200);
    await sync.settled();
    await closed;
    expect(await connectCode('sync-a', 'first-key-123')).toBe(5);
    const second = await connect('sync-a', 'second-key-456');
    expect(second.connected).toBe(true);

    const gone = new Promise<void>((resolve) => second.once('close', () => resolve()));
    expect((await call('DELETE', '/api/devices/sync-a')).statusCode).toBe(204);
    await sync.settled();
    await gone;
    expect(await connectCode('sync-a', 'second-key-456')).toBe(5);
  });
});
