import type { ChildProcess } from 'node:child_process';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { customType } from '../../test/devices/device-test-helpers';
import { waitFor } from '../../test/ingest/test-fixtures';
import { merchantServerSetup } from '../../test/merchant-server-process';
import { callServer, startServerProcess } from '../../test/server-process';
import { stationInput } from '../../test/stations/station-test-helpers';
import { testDatabaseKind } from '../../test/test-database';

// Issue 31 "Must show": kill -9 of the server during a timed strategy's run (its first command
// sent, the second still waiting for its interval); after the restart the run completes once and
// no command is sent twice. The real server process, its embedded broker and a real MQTT device.

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const DEVICE = 'timed-kill-1';

const call = callServer;

describe(`kill -9 during a timed strategy's run (${testDatabaseKind()})`, () => {
  it('after the restart the run completes once; no command is sent twice', async () => {
    const { env, token, merchant } = await merchantServerSetup('ies-timed-kill-', {}, cleanups);

    let server = startServerProcess(env, children);
    let base = await server.base;
    const ok = async (method: string, url: string, body?: unknown) => {
      const res = await call(base, token, method, url, body);
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBeLessThan(300);
      return res.body;
    };
    const type = await ok(
      'POST',
      '/api/device-types',
      customType('TIMED_KILL', {
        timeout_seconds: 600,
        operations: [
          { name: 'first', zh: '第一条', objectid: 1, methodid: 1, params: [] },
          { name: 'second', zh: '第二条', objectid: 1, methodid: 2, params: [] },
        ],
      }),
    );
    const device = await ok('POST', '/api/devices', { id: DEVICE, name: DEVICE, type_id: type.id });
    const station = await ok('POST', '/api/stations', stationInput({ time_zone: 'Asia/Shanghai' }));
    await ok(
      'PUT',
      `/api/out-wrapper/group/tenants/${merchant.tenant.id}/users/${merchant.manager.id}/groups/${station.id}/bind-with-info`,
      { things_ids: [DEVICE] },
    );

    const received: Array<{ method: string; request_id: string }> = [];
    const client = mqtt.connect(`mqtt://127.0.0.1:${env.MQTT_PORT}`, {
      clientId: DEVICE,
      username: DEVICE,
      password: String(device.key),
      reconnectPeriod: 300,
    });
    client.on('error', () => {});
    cleanups.push(() => client.endAsync(true));
    client.on(
      'connect',
      () => void client.subscribeAsync(`ies/v1/${DEVICE}/cmd/req`, { qos: 1 }).catch(() => {}),
    );
    client.on('message', (_topic, payload) => {
      const req = JSON.parse(payload.toString()) as { method: string; request_id: string };
      received.push(req);
      void client
        .publishAsync(`ies/v1/${DEVICE}/cmd/resp`, JSON.stringify({ request_id: req.request_id, code: 0 }), {
          qos: 1,
        })
        .catch(() => {});
    });
    await waitFor(() => client.connected, 20_000);

    const now = Date.now();
    const strategy = await ok('POST', `/api/stations/${station.id}/timed-strategies`, {
      name: 'kill_test',
      station_id: station.id,
      device_id: DEVICE,
      repeat_mode: 'cycle',
      cycle: 'interval_hours',
      every: 1,
      effective_at: new Date(now + 2000).toISOString(),
      failure_at: new Date(now + 86_400_000).toISOString(),
      enabled: true,
      commands: [
        { operation: 'first', params: {}, interval_seconds: 0 },
        { operation: 'second', params: {}, interval_seconds: 20 },
      ],
    });

    // The runner (every 5 s) starts the run: the first command arrives and its reply is stored
    // (a reply lost with the process would leave it to time out); kill -9 while the second waits.
    await waitFor(() => received.length >= 1, 120_000).catch(async (error) => {
      const jobs = await call(base, token, 'GET', `/api/stations/${station.id}/timed-strategy-logs`);
      throw new Error(`${error}: ${JSON.stringify(jobs.body)} ${server.output().slice(-3000)}`);
    });
    await waitFor(async () => {
      const res = await call(base, token, 'GET', `/api/devices/${DEVICE}/commands?page_size=50`);
      const list = (res.body.list ?? []) as Array<{ operation: string; state: string }>;
      return list.some((c) => c.operation === 'first' && c.state === 'replied');
    }, 30_000);
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    expect(received.map((r) => r.method)).toEqual(['first']);

    server = startServerProcess(env, children);
    base = await server.base;
    const logs = async () => {
      const res = await call(
        base,
        token,
        'GET',
        `/api/stations/${station.id}/timed-strategy-logs?strategy_id=${strategy.id}`,
      );
      return res.status === 200 ? (res.body.list as Array<{ status: string; retry_count: number }>) : [];
    };
    const done = await waitFor(async () => {
      const list = await logs();
      return list.length > 0 && list.every((l) => l.status === 'finished') && list;
      // A sweep or runner job the killed process held stays leased to it for the job runtime's
      // lease (5 min); after it, the new process takes the work up.
    }, 420_000);
    expect(done).toEqual([expect.objectContaining({ status: 'finished', retry_count: 0 })]);
    // Each command reached the device once, under one request id each.
    expect(received.map((r) => r.method)).toEqual(['first', 'second']);
    const commands = await call(base, token, 'GET', `/api/devices/${DEVICE}/commands?page_size=50`);
    expect((commands.body.list as unknown[]).length).toBe(2);
  }, 660_000);
});
