import { brokerAuthDir, managerToken } from './test/process-fixtures';
import { startServerProcess } from './test/server-process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startTestMosquitto } from './test/broker/test-mosquitto';
import { type Database, openDatabase } from './db/database';
import { runMigrations } from './db/migrate';
import { createDevices, createDeviceType } from './ingest/device-registry';
import { waitFor } from './test/ingest/test-fixtures';
import { createMerchant } from './test/factories/users';
import { type OwnPostgres, postgresBinDir, startOwnPostgres } from './test/own-postgres';

// Issue 12 item 7, docs/operations.md "Outages": the platform against a PostgreSQL cluster and a
// Mosquitto of this test's own, which it stops and starts. It does not use TEST_DB's database, so
// it runs the same in both database runs; it needs the machine's initdb and pg_ctl.

const _MAIN = path.resolve(import.meta.dirname, 'main.ts');
const BIN = postgresBinDir();
const DB_OUTAGE_MS = 60_000;
const BROKER_OUTAGE_MS = 15_000;
const LATE_AFTER_S = 5;
const PLATFORM = { username: 'ies-platform', password: 'platform-secret-outage' };

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
let cluster: OwnPostgres | undefined;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await cluster?.destroy();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const startServer = (env: Record<string, string>) => startServerProcess(env, children);

/** A database of the own cluster with the platform's schema, a merchant, devices and a session. */
async function prepare(name: string, deviceIds: string[]) {
  const admin = await openDatabase({ databaseUrl: cluster!.url('postgres'), poolSize: 1 });
  await admin.rows(`create database ${name}`);
  await admin.close();
  const database = await openDatabase({ databaseUrl: cluster!.url(name), poolSize: 2 });
  cleanups.push(() => database.close());
  await runMigrations(database);
  const merchant = await createMerchant(database.db);
  const typeId = await createDeviceType(database, {
    name: `OUTAGE_${name}`,
    tenantId: merchant.tenant.id,
    points: [{ name: 'seq', type: 'int' }],
  });
  await createDevices(
    database,
    deviceIds.map((id) => ({ id, key: `key-${id}`, tenantId: merchant.tenant.id, typeId })),
  );
  const token = await managerToken(database, merchant);
  return { database, token };
}

/**
 * A device publishing one QoS 1 sample every `intervalMs` (ts = its clock, seq counting up),
 * reconnecting on its own; MQTT keeps unacknowledged and offline samples and resends them.
 */
class QosDevice {
  readonly ts = new Map<number, number>();
  readonly acked = new Set<number>();
  private seq = 0;
  private lastTs = 0;
  private timer: NodeJS.Timeout | undefined;
  readonly client: mqtt.MqttClient;

  constructor(
    readonly id: string,
    url: string,
  ) {
    this.client = mqtt.connect(url, {
      clientId: id,
      username: id,
      password: `key-${id}`,
      clean: false,
      keepalive: 10,
      reconnectPeriod: 500,
      connectTimeout: 5000,
    });
    this.client.on('error', () => {});
    cleanups.push(() => this.client.endAsync(true));
  }

  get sent(): number {
    return this.seq;
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => this.publish(), intervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private publish(): void {
    const seq = this.seq++;
    const ts = Math.max(Date.now(), this.lastTs + 1);
    this.lastTs = ts;
    this.ts.set(seq, ts);
    const body = JSON.stringify({ ts, seq, values: { seq } });
    this.client.publish(`ies/v1/${this.id}/telemetry`, body, { qos: 1 }, (error) => {
      if (!error) this.acked.add(seq);
    });
  }
}

const totals = (devices: QosDevice[]) => ({
  sent: devices.reduce((n, d) => n + d.sent, 0),
  acked: devices.reduce((n, d) => n + d.acked.size, 0),
});

/** Every acknowledged sample stored exactly once: per device the stored seqs, each once. */
async function expectStoredOnce(database: Database, devices: QosDevice[], label: string) {
  let stored = 0;
  for (const device of devices) {
    const rows = await database.rows<{ seq: number; n: number }>(
      `select seq::int as seq, count(*)::int as n from telemetry where device_id = '${device.id}' group by seq`,
    );
    const storedSeqs = new Set(rows.map((r) => r.seq));
    expect(
      rows.filter((r) => r.n > 1),
      `${device.id}: samples stored twice`,
    ).toEqual([]);
    expect(
      [...device.acked].filter((seq) => !storedSeqs.has(seq)),
      `${device.id}: acknowledged, not stored`,
    ).toEqual([]);
    stored += rows.length;
  }
  const { sent, acked } = totals(devices);
  console.log(`${label}: samples sent ${sent}, acknowledged ${acked}, stored ${stored}`);
  return { sent, acked, stored };
}

async function apiGet(base: string, url: string, token: string, locale = 'zh') {
  // No timeout of our own: the test's timeout is the bound; a request that hangs fails the test.
  const res = await fetch(`${base}${url}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe.skipIf(!BIN)(
  'outages of PostgreSQL and Mosquitto (own cluster; skipped without initdb/pg_ctl)',
  () => {
    it('survives the database stopped for 60 s: 503 envelopes, PUBACK withheld, every acknowledged sample stored once', async () => {
      cluster = await startOwnPostgres(BIN!);
      const ids = ['outage-db-1', 'outage-db-2', 'outage-db-3'];
      const { database, token } = await prepare('outage_db', ids);
      const mqttPort = await freePort();
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-outage-db-'));
      cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
      const server = startServer({
        PORT: '0',
        DATA_DIR: dir,
        DATABASE_URL: cluster.url('outage_db'),
        MQTT_PORT: String(mqttPort),
        MQTT_HOST: '127.0.0.1',
      });
      const base = await server.base;
      const devices = ids.map((id) => new QosDevice(id, `mqtt://127.0.0.1:${mqttPort}`));
      await Promise.all(devices.map((d) => new Promise((resolve) => d.client.once('connect', resolve))));
      for (const device of devices) device.start(100);
      await waitFor(() => devices.every((d) => d.acked.size >= 10), 20_000);
      expect((await apiGet(base, `/api/devices/${ids[0]}`, token)).status).toBe(200);

      await cluster.stop();
      const stoppedAt = Date.now();
      // A PUBACK of a batch committed just before the stop may still be on its way.
      await sleep(2000);
      const before = totals(devices);

      // The API answers, with the catalogue's 503 envelope in the caller's language.
      const zh = await apiGet(base, `/api/devices/${ids[0]}`, token);
      expect(zh).toEqual({
        status: 503,
        body: { code: 'iot-http.503', message: '服务暂不可用，请稍后再试' },
      });
      const en = await apiGet(base, '/api/stations', token, 'en');
      expect(en).toEqual({
        status: 503,
        body: {
          code: 'iot-http.503',
          message: 'The service is temporarily unavailable, please try again later',
        },
      });
      // Health names the part that is down, and ingest holding its batch.
      const health = await waitFor(async () => {
        const res = await fetch(`${base}/api/health`);
        const body = (await res.json()) as { database: { status: string }; ingest: { status: string } };
        return res.status === 503 && body.ingest.status === 'retrying' && body;
      }, 20_000);
      expect(health).toMatchObject({
        status: 'degraded',
        database: { status: 'down', driver: 'postgres' },
        broker: { status: 'up', mode: 'embedded' },
        ingest: { status: 'retrying' },
      });
      // Until the database is back: the API keeps answering 503, no sample is acknowledged.
      while (Date.now() - stoppedAt < DB_OUTAGE_MS) {
        expect((await apiGet(base, `/api/devices/${ids[1]}`, token)).status).toBe(503);
        await sleep(10_000);
      }
      const during = totals(devices);
      console.log(
        `database down ${Math.round((Date.now() - stoppedAt) / 1000)} s: sent ${during.sent - before.sent}, acknowledged ${during.acked - before.acked}`,
      );
      expect(during.acked).toBe(before.acked);
      expect(during.sent).toBeGreaterThan(before.sent + 100);

      await cluster.start();
      // Ingest resumes by itself: the held samples are acknowledged, and new ones keep coming.
      await waitFor(() => totals(devices).acked > during.acked, 60_000, 200);
      await sleep(3000);
      for (const device of devices) device.stop();
      await waitFor(() => devices.every((d) => d.acked.size === d.sent), 90_000, 200);
      expect((await apiGet(base, `/api/devices/${ids[0]}`, token)).status).toBe(200);
      const healthy = await waitFor(async () => {
        const res = await fetch(`${base}/api/health`);
        return res.status === 200 && ((await res.json()) as Record<string, unknown>);
      }, 20_000);
      expect(healthy).toMatchObject({ status: 'ok', database: { status: 'up' }, ingest: { status: 'up' } });

      const counts = await expectStoredOnce(database, devices, 'database outage');
      expect(counts).toEqual({ sent: counts.sent, acked: counts.sent, stored: counts.sent });
      server.child.kill('SIGTERM');
    }, 300_000);

    it('survives a restart of the external broker: devices reconnect, buffered samples land marked late', async () => {
      cluster ??= await startOwnPostgres(BIN!);
      const ids = ['outage-mq-1', 'outage-mq-2'];
      const { database, token } = await prepare('outage_mq', ids);
      const dir = await brokerAuthDir(database, PLATFORM, 'ies-outage-mq-', cleanups);
      const devicePort = await freePort();
      const platformPort = await freePort();
      // Persistence: what the broker acknowledged survives its restart (docs/device-protocol.md §6).
      const brokerConfig = [
        'persistence true',
        `persistence_location ${dir}/`,
        'max_keepalive 60',
        'max_inflight_messages 1000',
        `listener ${platformPort} 127.0.0.1`,
        'use_username_as_clientid false',
      ];
      let mosquitto = await startTestMosquitto(dir, devicePort, brokerConfig);
      cleanups.push(async () => mosquitto.kill('SIGKILL'));
      const server = startServer({
        PORT: '0',
        DATA_DIR: path.join(dir, 'data'),
        DATABASE_URL: cluster.url('outage_mq'),
        MQTT_URL: `mqtt://${PLATFORM.username}:${PLATFORM.password}@127.0.0.1:${platformPort}`,
        INGEST_CLIENT_ID: 'ies-ingest-outage',
        // The default configuration: one ingest process on plain subscriptions, which Mosquitto 2.0
        // restores with the session after a restart (shared ones it does not).
        INGEST_LATE_AFTER_SECONDS: String(LATE_AFTER_S),
      });
      const base = await server.base;
      const devices = ids.map((id) => new QosDevice(id, `mqtt://127.0.0.1:${devicePort}`));
      await Promise.all(devices.map((d) => new Promise((resolve) => d.client.once('connect', resolve))));
      for (const device of devices) device.start(100);
      // Long enough before the restart to tell live samples from late ones.
      await waitFor(() => devices.every((d) => d.acked.size >= (LATE_AFTER_S + 3) * 10), 30_000);

      const exited = new Promise((resolve) => mosquitto.once('exit', resolve));
      mosquitto.kill('SIGTERM');
      await exited;
      const downAt = Date.now();
      const health = await waitFor(async () => {
        const body = (await (await fetch(`${base}/api/health`)).json()) as { broker: { status: string } };
        return body.broker.status === 'down' && body;
      }, 20_000);
      expect(health).toMatchObject({
        status: 'degraded',
        database: { status: 'up' },
        broker: { mode: 'external' },
      });
      await sleep(BROKER_OUTAGE_MS - (Date.now() - downAt));
      const offline = totals(devices);
      mosquitto = await startTestMosquitto(dir, devicePort, brokerConfig);
      const upAt = Date.now();

      // Devices and the platform reconnect on their own; everything kept meanwhile lands.
      await sleep(3000);
      for (const device of devices) device.stop();
      await waitFor(() => devices.every((d) => d.acked.size === d.sent), 60_000, 200);
      console.log(
        `broker down ${Math.round((upAt - downAt) / 1000)} s: samples kept by devices ${offline.sent - offline.acked}`,
      );
      await waitFor(
        async () => {
          const [row] = await database.rows<{ n: number }>('select count(*)::int as n from telemetry');
          return row!.n >= totals(devices).sent;
        },
        60_000,
        200,
      );
      const healthy = (await (await fetch(`${base}/api/health`)).json()) as Record<string, unknown>;
      expect(healthy).toMatchObject({ status: 'ok', broker: { status: 'up' }, ingest: { status: 'up' } });
      expect((await apiGet(base, `/api/devices/${ids[0]}`, token)).status).toBe(200);

      const counts = await expectStoredOnce(database, devices, 'broker restart');
      expect(counts).toEqual({ sent: counts.sent, acked: counts.sent, stored: counts.sent });
      // Late: taken while the broker was away and received more than LATE_AFTER_S later; samples
      // sent while it was up are not.
      const rows = await database.rows<{ d: string; seq: number; late: boolean }>(
        'select device_id as d, seq::int as seq, late from telemetry',
      );
      const byId = new Map(devices.map((d) => [d.id, d]));
      const tsOf = (r: { d: string; seq: number }) => byId.get(r.d)!.ts.get(r.seq)!;
      const held = rows.filter((r) => tsOf(r) >= downAt && tsOf(r) < upAt - (LATE_AFTER_S + 1) * 1000);
      const live = rows.filter((r) => tsOf(r) < downAt - (LATE_AFTER_S + 1) * 1000);
      console.log(`broker restart: held samples ${held.length} (late ${held.filter((r) => r.late).length})`);
      expect(held.length).toBeGreaterThan(50);
      expect(held.filter((r) => !r.late)).toEqual([]);
      expect(live.length).toBeGreaterThan(0);
      expect(live.filter((r) => r.late)).toEqual([]);
      server.child.kill('SIGTERM');
    }, 240_000);
  },
);
