import { managerToken } from '../../test/process-fixtures';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/broker/test-mosquitto';
import type { Database } from '../../db/database';
import { createDevices, createDeviceType } from '../../ingest/device-registry';
import { waitFor } from '../../test/ingest/test-fixtures';
import { createMerchant } from '../../test/factories/users';
import { callServer, serverProcessDatabase, startServerProcess } from '../../test/server-process';
import { testDatabaseKind } from '../../test/test-database';
import { ruleInput } from '../../test/alarms/alarm-test-helpers';

// Issue 15 "Must show": kill -9 of the server between an alarm's raise and its recovery; after
// the restart the recovery closes the same event and no duplicate appears. The real server
// process, its embedded broker and a real MQTT device; PGlite on disk or PostgreSQL.

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const DEVICE = 'kill-dev-1';

async function seed(database: Database) {
  const merchant = await createMerchant(database.db);
  const typeId = await createDeviceType(database, {
    name: 'KILL_ALARM',
    tenantId: merchant.tenant.id,
    points: [{ name: 'soc', type: 'float' }],
  });
  await createDevices(database, [{ id: DEVICE, key: `key-${DEVICE}`, tenantId: merchant.tenant.id, typeId }]);
  const token = await managerToken(database, merchant);
  return { token, tenantId: merchant.tenant.id, userId: merchant.manager.id };
}

const call = callServer;

describe(`kill -9 between an alarm's raise and its recovery (${testDatabaseKind()})`, () => {
  it('after the restart the recovery closes the same event; no duplicate', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-alarm-kill-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const env: Record<string, string> = { PORT: '0', DATA_DIR: dir, MQTT_HOST: '127.0.0.1' };
    // The server's own database, seeded before it opens it.
    const database = await serverProcessDatabase(dir, env, cleanups);
    const { token, tenantId, userId } = await seed(database);
    if (testDatabaseKind() === 'pglite') await database.close();
    env.MQTT_PORT = String(await freePort());

    let server = startServerProcess(env, children);
    let base = await server.base;
    const rule = await call(base, token, 'POST', `/api/alert-mgmt/tenants/${tenantId}/rules`, {
      ...ruleInput('x'),
      trigger_filter: { type: 'devices', ids: [DEVICE] },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const events = async () => {
      const res = await call(
        base,
        token,
        'GET',
        `/api/out-wrapper/group/tenants/${tenantId}/user/${userId}/alert-event-data?rule_id=${rule.body.id}&page_size=100`,
      );
      return res.status === 200 ? (res.body.list as Array<{ id: string; state: string; count: number }>) : [];
    };

    const device = mqtt.connect(`mqtt://127.0.0.1:${env.MQTT_PORT}`, {
      clientId: DEVICE,
      username: DEVICE,
      password: `key-${DEVICE}`,
      reconnectPeriod: 300,
    });
    device.on('error', () => {});
    cleanups.push(() => device.endAsync(true));
    const publish = (soc: number) =>
      device.publishAsync(`ies/v1/${DEVICE}/telemetry`, JSON.stringify({ ts: Date.now(), values: { soc } }), {
        qos: 1,
      });
    await waitFor(() => device.connected, 20_000);
    await publish(10);
    const [raised] = await waitFor(async () => {
      const list = await events();
      return list.length > 0 && list;
    }, 20_000);
    expect(raised).toMatchObject({ state: 'active', count: 1 });

    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = startServerProcess(env, children);
    base = await server.base;
    // Still low after the restart, then back up: the same event closes, none is added.
    await waitFor(() => device.connected, 30_000);
    await publish(5);
    await publish(50);
    const after = await waitFor(async () => {
      const list = await events();
      return list.every((e) => e.state === 'recovered') && list;
    }, 20_000);
    expect(after.map((e) => [e.id, e.state])).toEqual([[raised!.id, 'recovered']]);
  }, 120_000);
});
