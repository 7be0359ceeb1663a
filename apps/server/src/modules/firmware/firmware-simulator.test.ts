// Firmware upgrades end to end with the real simulator (issue 31 item 2): the in-process broker,
// ingest, the app listening on 127.0.0.1, and the simulator's own device agents downloading the
// package over HTTP, checking its SHA-256 and reporting progress and their new version.
import type { FirmwareTaskDetail } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrokerApp, startBrokerApp } from '../../test/broker-app';
import {
  basePlan,
  createPcsDevices,
  uploadFirmware,
  waitOnline,
} from '../../test/firmware/firmware-test-helpers';
import { SimulatedPcsFleet } from '../../test/firmware/simulated-pcs-fleet';
import { waitFor } from '../../test/ingest/test-fixtures';
import { type Merchant, signedInMerchant } from '../../test/stations/station-test-helpers';
import { testConfig } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import type { RolloutEngine } from './rollout-engine';

const PUBLIC_URL = 'http://firmware.test.invalid';
let server: BrokerApp;
let app: FastifyInstance;
let engine: RolloutEngine;
let m: Merchant;
let listening: string;
const fleets: SimulatedPcsFleet[] = [];

beforeAll(async () => {
  server = await startBrokerApp(testConfig({ testHooks: true, publicUrl: PUBLIC_URL }), {
    firmware: { tickIntervalMs: 0, expose: (e) => (engine = e) },
  });
  app = server.app;
  listening = await app.listen({ host: '127.0.0.1', port: 0 });
  m = await signedInMerchant(app, server.database.db);
});

afterAll(async () => {
  await Promise.all(fleets.map((f) => f.close()));
  await server?.close();
});

async function simulated(count: number) {
  const { typeId, devices } = await createPcsDevices(m.call, count);
  const fleet = new SimulatedPcsFleet(server.broker.url!, devices, { publicUrl: PUBLIC_URL, listening });
  fleets.push(fleet);
  await fleet.connect();
  const ids = devices.map((d) => d.id);
  await waitOnline(m.call, ids);
  // Each reported its version on connect.
  await waitFor(async () => {
    const res = await m.call('GET', `/api/devices/${ids.at(-1)}`);
    return res.json().firmware_version === '01.00.00';
  });
  return { typeId, ids, fleet };
}

async function upload(typeId: string, version: string, text: string) {
  const res = await uploadFirmware(
    app,
    m.token,
    { type_id: typeId, version, description: '模拟器固件' },
    { name: 'pcs.bin', bytes: Buffer.from(text.repeat(2000)) },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; version: string };
}

async function detail(id: string): Promise<FirmwareTaskDetail> {
  return (await m.call('GET', `/api/firmware-tasks/${id}`)).json() as FirmwareTaskDetail;
}

/** Runs the rollout job until the task reaches `phase` (the simulator works in between). */
async function runUntil(id: string, phase: string): Promise<FirmwareTaskDetail> {
  return waitFor(
    async () => {
      await engine.tick();
      const task = await detail(id);
      return task.phase === phase && task;
    },
    30_000,
    100,
  );
}

describe(`firmware with the simulator (${testDatabaseKind()})`, () => {
  it('a canary of one of five PCS, then the rest: every device reaches success and runs the new version', async () => {
    const { typeId, ids, fleet } = await simulated(5);
    const fw = await upload(typeId, '02.01.00', 'good');
    const res = await m.call('POST', '/api/firmware-tasks', {
      firmware_id: fw.id,
      target: { kind: 'type' },
      upgrade_now: true,
      plan: { ...basePlan, canary_percent: 5 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json() as FirmwareTaskDetail;
    expect(task.groups.map((g) => g.size)).toEqual([1, 4]);
    const done = await runUntil(task.id, 'finished');
    expect(done.device_list.map((d) => [d.state, d.version, d.progress])).toEqual(
      ids.map(() => ['success', '02.01.00', 100]),
    );
    for (const id of ids) expect(fleet.agents.get(id)!.firmwareVersion).toBe('02.01.00');
    const device = await m.call('GET', `/api/devices/${ids[0]}`);
    expect(device.json().firmware_version).toBe('02.01.00');
  });

  it('a corrupted package fails the canary on its checksum and pauses the rollout; a good one finishes it', async () => {
    const { typeId, ids, fleet } = await simulated(3);
    const bad = await upload(typeId, '03.00.00', 'corrupt');
    const corrupt = await m.call('POST', `/api/test-hooks/firmware/${bad.id}/corrupt`);
    expect(corrupt.statusCode, corrupt.body).toBe(204);
    const res = await m.call('POST', '/api/firmware-tasks', {
      firmware_id: bad.id,
      target: { kind: 'devices', device_ids: ids },
      upgrade_now: true,
      plan: { ...basePlan, canary_percent: 5, error_threshold: 0 },
    });
    const task = res.json() as FirmwareTaskDetail;
    const paused = await runUntil(task.id, 'paused');
    expect(paused.reason).toEqual({
      code: 'iot-firmware.10010',
      params: { group: 1, failed: 100, threshold: 0 },
    });
    const canary = paused.device_list.find((d) => d.group === 0)!;
    expect(canary).toMatchObject({
      state: 'fail',
      reason: { code: 'iot-firmware.10013', params: { message: 'sha256 mismatch' } },
    });
    expect(paused.device_list.filter((d) => d.state === 'to_push')).toHaveLength(2);
    expect(fleet.agents.get(canary.device_id)!.firmwareVersion).toBe('01.00.00');
    const good = await upload(typeId, '03.00.01', 'fixed');
    const resumed = await m.call('POST', `/api/firmware-tasks/${task.id}/resume`, { firmware_id: good.id });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const done = await runUntil(task.id, 'finished');
    expect(done.device_list.every((d) => d.state === 'success' && d.version === '03.00.01')).toBe(true);
    for (const id of ids) expect(fleet.agents.get(id)!.firmwareVersion).toBe('03.00.01');
  });
});
