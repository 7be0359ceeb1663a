import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDevice } from '../test/broker/mqtt-test-helpers';
import { freePort, startTestMosquitto } from '../test/broker/test-mosquitto';
import { stopChild } from '../test/stop-child';
import { createIngestFixture, type IngestFixture, waitFor } from '../test/ingest/test-fixtures';
import { testDatabaseKind } from '../test/test-database';
import { deviceAccessOf } from '../ingest/device-access';
import { hashDeviceKey } from '../ingest/device-key';
import { readSamples } from '../telemetry/telemetry.repository';
import type { DeviceBroker } from './broker';
import { connectExternalBroker } from './external-broker';
import { buildMosquittoAuth, writeMosquittoAuth } from './mosquitto-auth';

// docs/device-protocol.md §1 and §3: Mosquitto keeps a retained copy of what a device sent with
// the retain flag and hands it out again on every subscription, also when the platform's ingest
// subscribes again after a reconnect. A retained telemetry copy was stored when it was published,
// so it is not stored again; a retained status is the last one the device (or its will) published,
// so it is taken again.
const PLATFORM = { username: 'ies-platform', password: 'platform-secret-123' };
const DEVICE = { id: 'rt-a', key: 'key-rt-a-123' };

let fx: IngestFixture;
let dir: string;
let port: number;
let mosquitto: ChildProcess;
let platform: (DeviceBroker & { client: mqtt.MqttClient }) | undefined;
const clients: mqtt.MqttClient[] = [];
/** Device messages the platform's ingest connection received with the retain flag, by topic. */
let retainedSeen: string[] = [];

const platformUrl = () => `mqtt://${PLATFORM.username}:${PLATFORM.password}@127.0.0.1:${port}`;

/** The platform's ingest connection, with plain subscriptions (the default, INGEST_SHARE_GROUP none). */
async function connectPlatform() {
  platform = await connectExternalBroker(platformUrl(), 'unused', {
    ingest: deviceAccessOf(fx.ingest),
    ingestClientId: 'ies-platform',
    shareGroup: null,
  });
  platform.client.on('packetreceive', (packet) => {
    if (packet.cmd === 'publish' && packet.retain) retainedSeen.push(packet.topic);
  });
  expect(platform.state()).toBe('up');
}

/** Stops the ingest connection; with `forgetSession` its persistent session at the broker goes too. */
async function stopPlatform(forgetSession = false) {
  await platform?.close();
  platform = undefined;
  if (!forgetSession) return;
  // The listener makes the username the client id: a clean connection takes over and ends the session.
  const clean = await mqtt.connectAsync(platformUrl(), { clientId: 'x', clean: true, reconnectPeriod: 0 });
  await clean.endAsync();
}

async function connect(options: mqtt.IClientOptions = {}) {
  const client = await connectDevice(`mqtt://127.0.0.1:${port}`, DEVICE.id, DEVICE.key, {
    keepalive: 10,
    ...options,
  });
  clients.push(client);
  return client;
}

/** The stored `soc` values, smallest first (receive times and the markers' `ts` may interleave). */
const samples = async () =>
  (await readSamples(fx.database.db, DEVICE.id)).map((s) => s.values.soc as number).sort((a, b) => a - b);
const logLines = async () =>
  (
    await fx.database.rows<{ n: number }>(
      `select count(*)::int as n from device_logs where device_id = '${DEVICE.id}' and kind = 'log'`,
    )
  )[0]?.n;
const status = async () =>
  (await fx.database.rows<{ status: string }>(`select status from devices where id = '${DEVICE.id}'`))[0]
    ?.status;

const START = Date.now();

/**
 * A sample the device sends after the others: once it is stored, so is what came before. Its
 * `ts` lies in the past, so it never meets the receive time given to a sample without one.
 */
async function marker(device: mqtt.MqttClient, soc: number) {
  const ts = START - 600_000 + soc;
  await device.publishAsync(`ies/v1/${DEVICE.id}/telemetry`, JSON.stringify({ ts, values: { soc } }), {
    qos: 1,
  });
  await waitFor(async () => (await readSamples(fx.database.db, DEVICE.id)).some((s) => s.ts === ts), 10_000);
  await fx.ingest.drain();
}

beforeAll(async () => {
  fx = await createIngestFixture([DEVICE]);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-mosquitto-retained-'));
  port = await freePort();
  const files = await buildMosquittoAuth(fx.database, {
    username: PLATFORM.username,
    passwordHash: hashDeviceKey(PLATFORM.password),
  });
  await writeMosquittoAuth(dir, files);
  mosquitto = await startTestMosquitto(dir, port, ['max_keepalive 60', 'max_inflight_messages 1000']);
  await connectPlatform();
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})));
  await platform?.close();
  if (mosquitto) await stopChild(mosquitto);
  await fx?.close();
  if (dir) await fs.rm(dir, { recursive: true, force: true, maxRetries: 5 });
});

describe(`retained messages re-delivered by Mosquitto to the ingest (${testDatabaseKind()})`, () => {
  it('stores retained telemetry once, although Mosquitto hands the copy out again on every re-subscription', async () => {
    const device = await connect();
    const topic = `ies/v1/${DEVICE.id}/telemetry`;
    // Without `ts` the receive time is used: a second storing would be a second sample.
    await device.publishAsync(topic, JSON.stringify({ values: { soc: 1 } }), { qos: 1, retain: true });
    // A log line sent retained: the same rule for every kind but status.
    await device.publishAsync(`ies/v1/${DEVICE.id}/logs`, JSON.stringify({ message: 'boot' }), {
      qos: 1,
      retain: true,
    });
    await marker(device, 90);
    expect(await samples()).toEqual([1, 90]);
    expect(await logLines()).toBe(1);

    // The ingest reconnects to its persistent session and subscribes again: the copy comes back.
    retainedSeen = [];
    await stopPlatform();
    await connectPlatform();
    await marker(device, 91);
    expect(retainedSeen).toContain(topic);
    expect(await samples()).toEqual([1, 90, 91]);
    expect(retainedSeen).toContain(`ies/v1/${DEVICE.id}/logs`);
    expect(await logLines()).toBe(1);

    // Sent while the ingest is away: the session queues it (delivered without the retain flag)
    // and the re-subscription hands out the new retained copy as well. Stored once.
    await stopPlatform();
    await device.publishAsync(topic, JSON.stringify({ values: { soc: 2 } }), { qos: 1, retain: true });
    retainedSeen = [];
    await connectPlatform();
    await marker(device, 92);
    expect(retainedSeen).toContain(topic);
    expect(await samples()).toEqual([1, 2, 90, 91, 92]);
    await device.endAsync();
  });

  it("takes a retained status again: a will fired while the ingest's session was lost still turns the device offline", async () => {
    const statusTopic = `ies/v1/${DEVICE.id}/status`;
    const device = await connect({
      will: { topic: statusTopic, payload: Buffer.from('offline'), qos: 1, retain: true },
    });
    await device.publishAsync(statusTopic, 'online', { qos: 1, retain: true });
    await waitFor(async () => (await status()) === 'online_normal');

    // The ingest is away and its session is gone, so nothing is queued for it: only the retained
    // copy of the will can tell the platform the device went away.
    await stopPlatform(true);
    const closed = new Promise<void>((resolve) => device.once('close', () => resolve()));
    device.stream.destroy(); // no DISCONNECT: Mosquitto publishes the will
    await closed;
    // The will is retained at the broker before the ingest comes back: a device reading its own
    // status topic gets it as the retained copy.
    const reader = await connectDevice(`mqtt://127.0.0.1:${port}`, DEVICE.id, DEVICE.key, { clientId: 'r' });
    clients.push(reader);
    const copy = new Promise<string>((resolve) =>
      reader.once('message', (_t, payload) => resolve(String(payload))),
    );
    await reader.subscribeAsync(statusTopic, { qos: 1 });
    expect(await copy).toBe('offline');
    await reader.endAsync();
    expect(await status()).toBe('online_normal');

    retainedSeen = [];
    await connectPlatform();
    await waitFor(async () => (await status()) === 'offline', 10_000);
    expect(retainedSeen).toContain(statusTopic);
  });
});
