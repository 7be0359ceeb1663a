import { createHash } from 'node:crypto';
import type { FirmwareTaskDetail } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../db/database';
import type { RolloutEngine } from '../../modules/firmware/rollout-engine';
import { type BrokerApp, startBrokerApp } from '../broker-app';
import { waitFor } from '../ingest/test-fixtures';
import { ManualClock } from '../manual-clock';
import { type Merchant, signedInMerchant } from '../stations/station-test-helpers';
import { testConfig } from '../test-app';
import { basePlan, createPcsDevices, OtaDevices, uploadFirmware, waitOnline } from './firmware-test-helpers';

/**
 * The firmware tests' set-up: the real embedded broker and ingest, a manual clock, the rollout
 * engine exposed (its job does not poll: tests tick it), a signed-in merchant, and the steps the
 * tests share. Devices speak the OTA part of the protocol on their own MQTT connections.
 */
export function useFirmwareApp() {
  const t = {} as {
    server: BrokerApp;
    app: FastifyInstance;
    database: Database;
    engine: RolloutEngine;
    m: Merchant;
  };
  const clock = new ManualClock();
  const fleets: OtaDevices[] = [];
  let versionSeq = 10;

  beforeAll(async () => {
    t.server = await startBrokerApp(testConfig({ testHooks: true }), {
      clock,
      firmware: { tickIntervalMs: 0, expose: (e) => (t.engine = e) },
    });
    t.app = t.server.app;
    t.database = t.server.database;
    t.m = await signedInMerchant(t.app, t.database.db);
  });

  afterAll(async () => {
    await Promise.all(fleets.map((f) => f.close()));
    await t.server?.close();
  });

  const image = (text = 'firmware image') => Buffer.from(text.repeat(100));
  const nextVersion = () => `02.${String(versionSeq++ % 100).padStart(2, '0')}.00`;

  async function upload(typeId: string, bytes = image()) {
    const res = await uploadFirmware(
      t.app,
      t.m.token,
      { type_id: typeId, version: nextVersion(), description: '修复' },
      { name: 'pcs.bin', bytes },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; version: string; sha256: string; size: number };
  }

  async function fleet(count: number) {
    const { typeId, devices } = await createPcsDevices(t.m.call, count);
    const f = new OtaDevices(t.server.broker.url!, devices);
    fleets.push(f);
    await f.connect();
    await waitOnline(
      t.m.call,
      devices.map((d) => d.id),
    );
    return { typeId, ids: devices.map((d) => d.id), f };
  }

  async function createTask(firmwareId: string, ids: string[], plan: Partial<typeof basePlan> = {}) {
    const res = await t.m.call('POST', '/api/firmware-tasks', {
      firmware_id: firmwareId,
      target: { kind: 'devices', device_ids: ids },
      upgrade_now: true,
      plan: { ...basePlan, ...plan },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as FirmwareTaskDetail;
  }

  async function detail(id: string): Promise<FirmwareTaskDetail> {
    const res = await t.m.call('GET', `/api/firmware-tasks/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FirmwareTaskDetail;
  }

  const stateOf = (task: FirmwareTaskDetail, id: string) => task.device_list.find((d) => d.device_id === id)!;

  function waitState(taskId: string, deviceId: string, state: string) {
    return waitFor(async () => {
      const task = await detail(taskId);
      return stateOf(task, deviceId).state === state && task;
    });
  }

  /** Runs the rollout job, then waits until the offers arrive (MQTT is asynchronous). */
  async function tickAndWait(f: OtaDevices, expectedTotal: number) {
    await t.engine.tick();
    await waitFor(() => f.totalOffers() >= expectedTotal);
  }

  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  return {
    t,
    clock,
    image,
    nextVersion,
    upload,
    fleet,
    createTask,
    detail,
    stateOf,
    waitState,
    tickAndWait,
    sha256,
  };
}
