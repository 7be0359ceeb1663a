import { brokerAuthDir, managerToken, PING_OPERATIONS } from './test/process-fixtures';
import { startServerProcess } from './test/server-process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort, startTestMosquitto } from './test/broker/test-mosquitto';
import type { Database } from './db/database';
import { createDevices, createDeviceType } from './ingest/device-registry';
import { waitFor } from './test/ingest/test-fixtures';
import { createMerchant } from './test/factories/users';
import { createTestDatabase } from './test/test-database';
import { answerCommands, connectDevice } from './test/broker/mqtt-test-helpers';

// DESIGN §1 / docs/scaling.md: two full server processes against one PostgreSQL and one
// Mosquitto. The broker splits device messages between them (shared subscription); each sample
// is stored once; a browser on either process follows live data and sends commands, whichever
// process took the device's messages. PostgreSQL only, so it runs in both database runs.

const _MAIN = path.resolve(import.meta.dirname, 'main.ts');
const PLATFORM = { username: 'ies-platform', password: 'platform-secret-two-proc' };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL) || process.env.CI === 'true';

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
let mosquitto: ChildProcess | undefined;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  mosquitto?.kill('SIGTERM');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function startServer(env: Record<string, string>) {
  const started = startServerProcess(env, children);
  const url = started.base.then((base) => base.replace('http://', ''));
  url.catch(() => {});
  return { ...started, url };
}

async function seed(database: Database) {
  const merchant = await createMerchant(database.db);
  const typeId = await createDeviceType(database, {
    name: 'TWO_PROC',
    tenantId: merchant.tenant.id,
    points: [{ name: 'seq', type: 'int' }],
    timeoutSeconds: 30,
  });
  await database.db.execute(
    sql`update device_types set operations = ${PING_OPERATIONS}::jsonb where id = ${typeId}`,
  );
  await createDevices(database, [
    { id: 'two-dev', key: 'key-two-dev-123', tenantId: merchant.tenant.id, typeId },
  ]);
  return managerToken(database, merchant);
}

describe.runIf(onPostgres)('two server processes against one PostgreSQL and one Mosquitto', () => {
  it('split the device messages, store each once, and both serve live data and commands', async () => {
    const database = await createTestDatabase({ kind: 'postgres' });
    cleanups.push(() => database.close());
    const token = await seed(database);
    const dir = await brokerAuthDir(database, PLATFORM, 'ies-two-', cleanups);
    // Devices on one listener (client id := username); the platform's processes on an internal
    // one, where each keeps its own client id (docs/device-protocol.md §8).
    const devicePort = await freePort();
    const platformPort = await freePort();
    const log = path.join(dir, 'mosquitto.log');
    mosquitto = await startTestMosquitto(dir, devicePort, [
      'max_keepalive 60',
      'max_inflight_messages 1000',
      `listener ${platformPort} 127.0.0.1`,
      'use_username_as_clientid false',
      `log_dest file ${log}`,
      'log_type all',
    ]);
    const env = (name: string) => ({
      PORT: '0',
      DATA_DIR: path.join(dir, name),
      DATABASE_URL: database.url!,
      MQTT_URL: `mqtt://${PLATFORM.username}:${PLATFORM.password}@127.0.0.1:${platformPort}`,
      INGEST_CLIENT_ID: `ies-ingest-${name}`,
      // Several ingest processes split the device messages through a shared subscription.
      INGEST_SHARE_GROUP: 'ies-ingest',
      // One process keeps Mosquitto's files (docs/device-protocol.md §8).
      ...(name === 'a'
        ? { MOSQUITTO_AUTH_DIR: dir, MOSQUITTO_RELOAD_COMMAND: `kill -HUP ${mosquitto!.pid}` }
        : {}),
    });
    const a = startServer(env('a'));
    const b = startServer(env('b'));
    const [hostA, hostB] = await Promise.all([a.url, b.url]);
    for (const host of [hostA, hostB]) {
      const health = (await (await fetch(`http://${host}/api/health`)).json()) as {
        database: { driver: string };
        broker: { status: string };
      };
      expect(health).toMatchObject({ database: { driver: 'postgres' }, broker: { status: 'up' } });
    }

    // A browser on B follows the device.
    const socket = new WebSocket(`ws://${hostB}/api/live`, { headers: { authorization: `Bearer ${token}` } });
    cleanups.push(async () => socket.terminate());
    const messages: Array<Record<string, unknown>> = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await waitFor(() => messages.some((m) => m.type === 'ready'), 10_000);
    socket.send(JSON.stringify({ type: 'subscribe', devices: ['two-dev'] }));
    await waitFor(() => messages.find((m) => m.type === 'subscribed'), 10_000);
    expect(messages.find((m) => m.type === 'subscribed')).toMatchObject({ devices: ['two-dev'] });
    await waitFor(async () => {
      const rows = await database.rows<{ n: number }>(
        "select count(*)::int as n from live_watches where device_id = 'two-dev'",
      );
      return rows[0]!.n > 0;
    });
    // Each ingest process reads the followed devices every second.
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    const device = await connectDevice(`mqtt://127.0.0.1:${devicePort}`, 'two-dev', 'key-two-dev-123', {
      keepalive: 30,
    });
    cleanups.push(() => device.endAsync(true).catch(() => {}));
    const total = 200;
    const base = Date.now() - 60_000;
    for (let seq = 0; seq < total; seq++) {
      await device.publishAsync(
        'ies/v1/two-dev/telemetry',
        JSON.stringify({ ts: base + seq * 10, seq, values: { seq } }),
        { qos: 1 },
      );
    }

    // Stored once each.
    await waitFor(async () => {
      const [row] = await database.rows<{ n: number }>(
        "select count(*)::int as n from telemetry where device_id = 'two-dev'",
      );
      return row!.n >= total;
    }, 20_000);
    const [counts] = await database.rows<{ n: number; distinct_seq: number }>(
      "select count(*)::int as n, count(distinct seq)::int as distinct_seq from telemetry where device_id = 'two-dev'",
    );
    expect(counts).toEqual({ n: total, distinct_seq: total });
    // Both processes took a share: the broker's log shows telemetry sent to each ingest client.
    const brokerLog = await fs.readFile(log, 'utf8');
    for (const name of ['a', 'b']) {
      expect(brokerLog, `messages to ies-ingest-${name}`).toMatch(
        new RegExp(`Sending PUBLISH to ies-ingest-${name} .*ies/v1/two-dev/telemetry`),
      );
    }
    // The follower on B saw every sample, those A stored included.
    const seen = () =>
      new Set(
        messages
          .filter((m) => m.type === 'samples')
          .flatMap((m) => (m.samples as Array<{ values: { seq: number } }>).map((s) => s.values.seq)),
      );
    await waitFor(() => seen().size >= total, 10_000);
    expect(seen().size).toBe(total);

    // A command sent through A is answered; B reads the reply, whichever process took it.
    await answerCommands(device, 'two-dev', { result: { pong: true } });
    await device.publishAsync('ies/v1/two-dev/status', 'online', { qos: 1, retain: true });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await waitFor(async () => {
      const res = await fetch(`http://${hostA}/api/devices/two-dev`, { headers });
      return ((await res.json()) as { status: string }).status === 'online_normal';
    }, 10_000);
    const created = await fetch(`http://${hostA}/api/devices/two-dev/commands`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ commands: [{ operation: 'ping' }] }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const commandId = ((await created.json()) as { commands: Array<{ id: string }> }).commands[0]!.id;
    const replied = await waitFor(async () => {
      const res = await fetch(`http://${hostB}/api/devices/two-dev/commands/${commandId}`, { headers });
      const body = (await res.json()) as { state: string; reply_code?: number };
      return body.state === 'replied' && body;
    }, 15_000);
    expect(replied).toMatchObject({ state: 'replied' });
  }, 120_000);
});
