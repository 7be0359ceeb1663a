// Issue 31 item 2 "Must show": kill -9 of the server in the middle of a rollout. The real server
// process with its embedded broker, the simulator's own device agents (reconnecting, reporting
// their version on connect); after the restart every device ends in success or fail, and no
// device is offered the package more often than the rollout counted (no offer replayed by the
// restart, never two at once).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FirmwareTaskDetail } from '@ies/contracts';
import { DeviceAgent, DeviceConnection } from '@ies/simulator';
import { afterAll, describe, expect, it } from 'vitest';
import { createDevices, createDeviceType } from '../../ingest/device-registry';
import { freePort } from '../../test/broker/test-mosquitto';
import { createMerchant } from '../../test/factories/users';
import { basePlan, multipart } from '../../test/firmware/firmware-test-helpers';
import { waitFor } from '../../test/ingest/test-fixtures';
import { managerToken } from '../../test/process-fixtures';
import { callServer, serverProcessDatabase, startServerProcess } from '../../test/server-process';
import { testDatabaseKind } from '../../test/test-database';

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const COUNT = 20;

describe(`kill -9 in the middle of a rollout (${testDatabaseKind()})`, () => {
  it('after the restart every device ends in success or fail; none is offered twice at once or uncounted', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-fw-kill-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const port = await freePort();
    const env: Record<string, string> = {
      PORT: String(port),
      DATA_DIR: dir,
      MQTT_HOST: '127.0.0.1',
      // A short lease: the restarted process takes the killed one's rollout job again within seconds.
      JOB_LEASE_SECONDS: '20',
    };
    // The server's own database, seeded before it opens it.
    const database = await serverProcessDatabase(dir, env, cleanups);
    const merchant = await createMerchant(database.db);
    const typeId = await createDeviceType(database, {
      name: 'KILL_FW',
      tenantId: merchant.tenant.id,
      points: [{ name: 'p', type: 'float' }],
    });
    const ids = Array.from({ length: COUNT }, (_, i) => `fw-kill-${i}`);
    await createDevices(
      database,
      ids.map((id) => ({ id, key: `key-${id}`, tenantId: merchant.tenant.id, typeId })),
    );
    const token = await managerToken(database, merchant);
    if (testDatabaseKind() === 'pglite') await database.close();
    env.MQTT_PORT = String(await freePort());

    let server = startServerProcess(env, children);
    let base = await server.base;
    const call = async (method: string, url: string, body?: unknown) => {
      return callServer(base, token, method, url, body);
    };

    // The simulator's devices: offers received (request ids) and refusals of a second one at once.
    const offers = new Map<string, Set<string>>();
    let overlapping = 0;
    for (const id of ids) {
      const agent: DeviceAgent = new DeviceAgent(
        { deviceId: id, kind: 'pcs', firmwareVersion: '01.00.00', otaStepMs: 400 },
        {
          now: () => Date.now(),
          setPower: () => {},
          setRunning: () => {},
          setMode: () => {},
          replaceStrategy: () => {},
          injectFault: () => {},
          send: async (kind, body) => {
            if ((body as { message?: string }).message === 'another upgrade is running') overlapping++;
            await connection.publish(id, kind, body).catch(() => {});
          },
          log: () => {},
        },
      );
      const connection: DeviceConnection = new DeviceConnection({
        brokerUrl: `mqtt://127.0.0.1:${env.MQTT_PORT}`,
        credentials: { id, key: `key-${id}` },
        reconnectPeriodMs: 300,
        onDownlink: (_id, kind, payload) => {
          if (kind === 'ota/offer') {
            const set = offers.get(id) ?? new Set<string>();
            set.add((JSON.parse(payload.toString()) as { request_id: string }).request_id);
            offers.set(id, set);
          }
          void agent.handle(kind, payload);
        },
        onAnnounced: () => void agent.reportVersion().catch(() => {}),
      });
      await connection.connect();
      cleanups.push(() => connection.close());
    }

    const form = multipart(
      { type_id: typeId, version: '05.00.00', description: 'kill' },
      { name: 'k.bin', bytes: Buffer.from('kill build'.repeat(5000)) },
    );
    const uploaded = await fetch(`${base}/api/firmware`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      body: form.payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const firmware = (await uploaded.json()) as { id: string };
    const created = await call('POST', '/api/firmware-tasks', {
      firmware_id: firmware.id,
      target: { kind: 'type' },
      upgrade_now: true,
      plan: {
        ...basePlan,
        canary_percent: 5,
        pacing_per_minute: 600,
        timeout_seconds: 30,
        retries: 2,
        error_threshold: 50,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const taskId = created.body.id as string;
    const task = async () =>
      (await call('GET', `/api/firmware-tasks/${taskId}`)).body as unknown as FirmwareTaskDetail;

    // Killed once the second group is under way: some devices done, some in flight.
    await waitFor(
      async () => {
        const t = await task();
        return (
          t.current_group === 1 &&
          t.device_list.some((d) => d.state === 'pushed' || d.state === 'upgrading') &&
          t
        );
      },
      60_000,
      50,
    );
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    const before = offers.size;
    server = startServerProcess(env, children);
    base = await server.base;

    // The rollout job the killed process had taken is taken again when its lease (JOB_LEASE_SECONDS)
    // runs out; device reports are handled at once meanwhile.
    const done = await waitFor(
      async () => {
        const t = await task().catch(() => undefined);
        return t && (t.phase === 'finished' || t.phase === 'paused') && t;
      },
      180_000,
      1000,
    );
    expect(before).toBeGreaterThan(0);
    expect(done.phase).toBe('finished');
    expect(done.device_list.every((d) => d.state === 'success' || d.state === 'fail')).toBe(true);
    expect(done.device_list.filter((d) => d.state === 'success')).toHaveLength(COUNT);
    // Every offer a device received was one the rollout counted; never two at once. An attempt
    // claimed just before the kill may never have reached the device (the broker dies with the
    // process), so a device can have one counted attempt more than offers, never fewer.
    for (const d of done.device_list) {
      const received = offers.get(d.device_id)?.size ?? 0;
      expect(received, d.device_id).toBeLessThanOrEqual(d.attempts);
      expect(d.attempts - received, d.device_id).toBeLessThanOrEqual(1);
    }
    expect(overlapping).toBe(0);
  }, 300_000);
});
