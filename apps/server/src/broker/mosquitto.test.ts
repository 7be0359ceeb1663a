import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceAccessOf } from '../ingest/device-access';
import { hashDeviceKey } from '../ingest/device-key';
import { setDeviceKey } from '../ingest/device-registry';
import { createIngestFixture, type IngestFixture, waitFor } from '../ingest/test-fixtures';
import { readSamples } from '../telemetry/telemetry.repository';
import { testDatabaseKind } from '../test/test-database';
import type { DeviceBroker } from './broker';
import { connectExternalBroker } from './external-broker';
import { buildMosquittoAuth, writeMosquittoAuth } from './mosquitto-auth';

const MOSQUITTO = '/usr/sbin/mosquitto';
const PLATFORM = { username: 'ies-platform', password: 'platform-secret-123' };

let fx: IngestFixture;
let dir: string;
let port: number;
let mosquitto: ChildProcess;
let platform: DeviceBroker;
const clients: mqtt.MqttClient[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const free = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}

async function syncAuth(reload: boolean) {
  const files = await buildMosquittoAuth(fx.database, {
    username: PLATFORM.username,
    passwordHash: hashDeviceKey(PLATFORM.password),
  });
  await writeMosquittoAuth(dir, files);
  if (reload) mosquitto.kill('SIGHUP');
}

beforeAll(async () => {
  fx = await createIngestFixture([
    { id: 'mq-a', key: 'key-mq-a-123' },
    { id: 'mq-b', key: 'key-mq-b-123' },
    { id: 'mq-gw', key: 'key-mq-gw-123' },
    { id: 'mq-sub', key: 'key-mq-sub-123', gatewayId: 'mq-gw' },
  ]);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-mosquitto-'));
  port = await freePort();
  await syncAuth(false);
  await fs.writeFile(
    path.join(dir, 'mosquitto.conf'),
    [
      'per_listener_settings false',
      `listener ${port} 127.0.0.1`,
      'allow_anonymous false',
      'use_username_as_clientid true',
      `password_file ${path.join(dir, 'passwords')}`,
      `acl_file ${path.join(dir, 'acl')}`,
      'max_keepalive 60',
      'max_inflight_messages 1000',
      'persistence false',
      'user root',
      `log_dest file ${path.join(dir, 'mosquitto.log')}`,
      'log_type all',
      '',
    ].join('\n'),
  );
  mosquitto = spawn(MOSQUITTO, ['-c', path.join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
  await waitFor(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      }),
    10_000,
  );
  platform = await connectExternalBroker(
    `mqtt://${PLATFORM.username}:${PLATFORM.password}@127.0.0.1:${port}`,
    'unused',
    { ingest: deviceAccessOf(fx.ingest), ingestClientId: `ies-platform` },
  );
  expect(platform.state()).toBe('up');
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})));
  await platform?.close();
  mosquitto?.kill('SIGTERM');
  await fx?.close();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

async function connect(deviceId: string, key: string, clientId = deviceId) {
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
    clientId,
    username: deviceId,
    password: key,
    reconnectPeriod: 0,
    keepalive: 10,
  });
  clients.push(client);
  return client;
}

function connectCode(deviceId: string, key: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const client = mqtt.connect(`mqtt://127.0.0.1:${port}`, {
      clientId: deviceId,
      username: deviceId,
      password: key,
      reconnectPeriod: 0,
    });
    client.on('connect', () => {
      client.end(true);
      reject(new Error('connected although it must be refused'));
    });
    client.on('error', (error) => {
      client.end(true);
      resolve((error as { code?: number }).code);
    });
  });
}

const sample = (ts: number, values: Record<string, unknown>) => JSON.stringify({ ts, values });

describe(`external Mosquitto with generated credentials and ACL (${testDatabaseKind()})`, () => {
  it('refuses a wrong key and an unknown device', async () => {
    expect(await connectCode('mq-a', 'wrong-key-000')).toBe(5);
    expect(await connectCode('nobody', 'key-mq-a-123')).toBe(5);
    const client = await connect('mq-a', 'key-mq-a-123');
    expect(client.connected).toBe(true);
  });

  it("delivers nothing outside a device's own subtree, whatever it subscribes to", async () => {
    // Mosquitto's ACL file does not refuse a SUBSCRIBE (SUBACK grants it); it filters every
    // delivery by the read rules, so a wildcard subscription receives only the device's own topics.
    const spy = await connect('mq-a', 'key-mq-a-123');
    const topics: string[] = [];
    spy.on('message', (topic) => topics.push(topic));
    for (const filter of ['#', 'ies/v1/mq-b/#', 'ies/v1/+/telemetry', 'ies/v1/mq-a/#']) {
      await spy.subscribeAsync(filter, { qos: 1 });
    }
    const other = await connect('mq-gw', 'key-mq-gw-123');
    await other.publishAsync('ies/v1/mq-gw/telemetry', sample(Date.now() - 9000, { soc: 9 }), { qos: 1 });
    await platform.publishToDevice('mq-b', 'cmd/req', { request_id: 'r-0', method: 'ping', params: {} });
    await platform.publishToDevice('mq-a', 'cmd/req', { request_id: 'r-1', method: 'ping', params: {} });
    await waitFor(() => topics.includes('ies/v1/mq-a/cmd/req'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(topics.every((t) => t.startsWith('ies/v1/mq-a/'))).toBe(true);
    await spy.endAsync();
    await other.endAsync();
  });

  it('stores a device message through the shared subscription, and drops one on a foreign topic', async () => {
    const client = await connect('mq-b', 'key-mq-b-123');
    const ts = Date.now() - 5000;
    await client.publishAsync('ies/v1/mq-a/telemetry', sample(ts, { soc: 1 }), { qos: 1 });
    await client.publishAsync('ies/v1/mq-b/telemetry', sample(ts, { soc: 2 }), { qos: 1 });
    await waitFor(async () => (await readSamples(fx.database.db, 'mq-b')).length === 1);
    await fx.ingest.drain();
    expect((await readSamples(fx.database.db, 'mq-b')).map((s) => s.values)).toEqual([{ soc: 2 }]);
    expect(await readSamples(fx.database.db, 'mq-a')).toEqual([]);
  });

  it('lets a gateway publish for its own sub-device only', async () => {
    const gw = await connect('mq-gw', 'key-mq-gw-123');
    const ts = Date.now() - 4000;
    await gw.publishAsync('ies/v1/mq-b/telemetry', sample(ts, { soc: 3 }), { qos: 1 });
    await gw.publishAsync('ies/v1/mq-sub/telemetry', sample(ts, { soc: 4 }), { qos: 1 });
    await waitFor(async () => (await readSamples(fx.database.db, 'mq-sub')).length === 1);
    await fx.ingest.drain();
    expect((await readSamples(fx.database.db, 'mq-b')).map((s) => s.values)).toEqual([{ soc: 2 }]);
    const topics: string[] = [];
    gw.on('message', (topic) => topics.push(topic));
    await gw.subscribeAsync(['ies/v1/mq-sub/cmd/req', 'ies/v1/mq-b/cmd/req'], { qos: 1 });
    await platform.publishToDevice('mq-b', 'cmd/req', { request_id: 'r-2', method: 'ping', params: {} });
    await platform.publishToDevice('mq-sub', 'cmd/req', { request_id: 'r-3', method: 'ping', params: {} });
    await waitFor(() => topics.includes('ies/v1/mq-sub/cmd/req'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(topics).toEqual(['ies/v1/mq-sub/cmd/req']);
  });

  it('takes the username as client id, so a device cannot pose as another', async () => {
    const client = await connect('mq-a', 'key-mq-a-123', 'mq-b');
    const ts = Date.now() - 3000;
    // Its client id became mq-a: publishing as mq-b is still refused.
    await client.publishAsync('ies/v1/mq-b/telemetry', sample(ts, { soc: 5 }), { qos: 1 });
    await client.publishAsync('ies/v1/mq-a/telemetry', sample(ts, { soc: 6 }), { qos: 1 });
    await waitFor(async () => (await readSamples(fx.database.db, 'mq-a')).length === 1);
    expect((await readSamples(fx.database.db, 'mq-b')).map((s) => s.values)).toEqual([{ soc: 2 }]);
  });

  it('disconnects a device whose key changed once the files are reloaded', async () => {
    const client = await connect('mq-b', 'key-mq-b-123');
    const gone = new Promise<void>((resolve) => client.once('close', () => resolve()));
    await setDeviceKey(fx.database, 'mq-b', 'new-key-mq-b-456');
    await syncAuth(true);
    await gone;
    await waitFor(async () => (await connectCode('mq-b', 'key-mq-b-123').catch(() => 0)) === 5);
    const again = await connect('mq-b', 'new-key-mq-b-456');
    expect(again.connected).toBe(true);
  });
});
