import type { ChildProcess } from 'node:child_process';
import { startServerProcess } from '../test/server-process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';
import { createDevices, createDeviceType } from './device-registry';
import { TENANT } from '../test/ingest/test-fixtures';
import { freePort } from '../test/broker/test-mosquitto';

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

const startServer = (env: Record<string, string>) => startServerProcess(env, children);

async function seed(database: Database) {
  const typeId = await createDeviceType(database, {
    name: 'KILL_TEST',
    points: [{ name: 'seq', type: 'int' }],
  });
  await createDevices(database, [{ id: 'kill-dev', key: 'key-kill-dev', tenantId: TENANT, typeId }]);
}

describe(`kill -9 during QoS 1 ingest on ${testDatabaseKind()}`, () => {
  it('stores every acknowledged sample exactly once after a restart', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-kill-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      PORT: '0',
      DATA_DIR: dataDir,
      MQTT_PORT: String(await freePort()),
      MQTT_HOST: '127.0.0.1',
      SERVICES: 'api,ingest,broker',
    };
    let pg: (Database & { url?: string }) | undefined;
    if (testDatabaseKind() === 'postgres') {
      pg = await createTestDatabase();
      cleanups.push(() => pg!.close());
      await seed(pg);
      env.DATABASE_URL = pg.url!;
    } else {
      const lite = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      await runMigrations(lite);
      await seed(lite);
      await lite.close();
    }

    let server = startServer(env);
    await server.ready;

    const total = 3000;
    const base = Date.now() - 3_600_000;
    const acked = new Set<number>();
    const device = mqtt.connect(`mqtt://127.0.0.1:${env.MQTT_PORT}`, {
      clientId: 'kill-dev',
      username: 'kill-dev',
      password: 'key-kill-dev',
      clean: false,
      keepalive: 10,
      reconnectPeriod: 100,
      connectTimeout: 5000,
    });
    device.on('error', () => {});
    await new Promise<void>((resolve) => device.once('connect', () => resolve()));

    let ackedAtKill = -1;
    for (let seq = 0; seq < total; seq++) {
      device.publish(
        'ies/v1/kill-dev/telemetry',
        JSON.stringify({ ts: base + seq, seq, values: { seq } }),
        { qos: 1 },
        (error) => {
          if (!error) acked.add(seq);
        },
      );
      if (seq % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 5));
      if (seq === 1200) {
        // Mid-stream, once a good part is acknowledged and more is in flight.
        const wait = Date.now() + 20_000;
        while (acked.size < 300 && Date.now() < wait) await new Promise((resolve) => setTimeout(resolve, 5));
        ackedAtKill = acked.size;
        server.child.kill('SIGKILL');
        await server.exited;
        server = startServer(env);
        // Publishing goes on while the server restarts: the client queues.
      }
    }
    expect(ackedAtKill).toBeGreaterThanOrEqual(300);
    expect(ackedAtKill).toBeLessThan(1201);
    await server.ready;

    const deadline = Date.now() + 60_000;
    while (acked.size < total && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(acked.size).toBe(total);
    await device.endAsync();

    server.child.kill('SIGTERM');
    await server.exited;
    const database = pg ?? (await openDatabase({ dataDir: path.join(dataDir, 'pglite') }));
    const [counts] = await database.rows<{ n: number; distinct_seq: number; min: number; max: number }>(
      "select count(*)::int as n, count(distinct seq)::int as distinct_seq, min(seq)::int as min, max(seq)::int as max from telemetry where device_id = 'kill-dev'",
    );
    expect(counts).toEqual({ n: total, distinct_seq: total, min: 0, max: total - 1 });
    const [mismatch] = await database.rows<{ n: number }>(
      "select count(*)::int as n from telemetry where device_id = 'kill-dev' and (values->>'seq')::int <> seq",
    );
    expect(mismatch?.n).toBe(0);
    if (!pg) await database.close();
  }, 180_000);
});
