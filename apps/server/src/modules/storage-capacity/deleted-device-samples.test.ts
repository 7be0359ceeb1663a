import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { IngestService } from '../../ingest/ingest.service';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import { customType } from '../../test/devices/device-test-helpers';
import { ManualClock } from '../../test/manual-clock';
import { type Merchant, merchantWithDevices as withDevices } from '../../test/storage/merchant-with-devices';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { PURGED_MARKER_KEEP_MS } from './deleted-device-samples';
import type { StorageCapacityService } from './storage-capacity.service';

// A deleted device's samples (issue 32): the device-fast-delete mode removes them at once on the
// job runtime, in bounded batches (3 rows a statement, 7 a job run here); the general mode keeps
// them counted until its retention removes them. Another tenant's samples are never touched.

const DAY = 86_400_000;
let database: Database;
let app: FastifyInstance;
let storage: StorageCapacityService;
let jobs: JobRuntime;
let ingest: IngestService;
const clock = new ManualClock();
let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++seq}`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig({ testHooks: true }), {
    database,
    clock,
    jobs: { expose: (runtime) => (jobs = runtime) },
    storage: {
      limits: { deleteMax: 3, deleteBulkMax: 7 },
      expose: (service) => (storage = service),
    },
  });
  await app.ready();
  ingest = new IngestService(database);
});

afterAll(async () => {
  await ingest?.close();
  await app?.close();
  await database?.close();
});

const merchantWithDevices = (count: number) => withDevices(app, database, count, 'DD');

/** `count` samples an hour apart ending `endBackMs` ago, through ingest (rollups, latest values), and a log. */
async function report(deviceId: string, count: number, endBackMs = 60_000): Promise<void> {
  // Ingest checks sample times against the real clock; the test's clock only moves the sweeps.
  const now = Date.now();
  const samples = Array.from({ length: count }, (_, i) => ({
    ts: now - endBackMs - i * 3_600_000,
    values: { power: i + 1 },
  }));
  const outcome = await ingest.accept(deviceId, 'telemetry', Buffer.from(JSON.stringify({ samples })), now);
  expect(outcome).toMatchObject({ accepted: count });
  const log = { ts: now - 1000, level: 'info', message: 'started' };
  await ingest.accept(deviceId, 'logs', Buffer.from(JSON.stringify(log)), now);
  await ingest.drain();
}

/** Rows of the device in each place its data is kept. */
async function rowsOf(deviceId: string) {
  const [row] = await database.rows<Record<string, number>>(
    `select (select count(*) from telemetry where device_id = '${deviceId}')::int as raw,
       ((select count(*) from telemetry_rollup_5m where device_id = '${deviceId}')
        + (select count(*) from telemetry_rollup_1h where device_id = '${deviceId}')
        + (select count(*) from telemetry_rollup_1d where device_id = '${deviceId}'))::int as rollups,
       (select count(*) from device_latest where device_id = '${deviceId}')::int as latest,
       (select count(*) from device_logs where device_id = '${deviceId}')::int as logs`,
  );
  return row!;
}

const markerOf = (deviceId: string) =>
  database.rows(`select 1 from deleted_device_samples where device_id = '${deviceId}'`);

const usedOf = async (m: Merchant) => {
  const res = await m.call('GET', '/api/tenant/storage-settings');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().capacity.used_bytes as number;
};

const deleteDevice = async (m: Merchant, id: string) => {
  const res = await m.call('DELETE', `/api/devices/${id}`);
  expect(res.statusCode, res.body).toBeLessThan(300);
};

describe(`a deleted device's samples on ${testDatabaseKind()}`, () => {
  it('device fast delete: its raw samples and rollups go at once in bounded job runs; the use drops by them', async () => {
    const { m, devices } = await merchantWithDevices(2);
    const [gone, kept] = devices as [string, string];
    const other = await merchantWithDevices(1);
    const put = await m.call('PUT', '/api/tenant/storage-settings', {
      mode: 'device_fast_delete',
      on_full: 'loop_delete',
      retention_days: 365,
    });
    expect(put.statusCode, put.body).toBe(200);
    for (const id of [gone, kept, other.devices[0]!]) await report(id, 12);
    const before = await rowsOf(gone);
    expect(before).toMatchObject({ raw: 12, latest: 1, logs: 1 });
    expect(before.rollups).toBeGreaterThan(3);
    const usedBefore = await usedOf(m);
    const usedKept = usedBefore / 2;
    const otherBefore = { rows: await rowsOf(other.devices[0]!), used: await usedOf(other.m) };

    await deleteDevice(m, gone);
    // Latest values and logs go with the device row; the samples wait for the job, still counted.
    expect(await rowsOf(gone)).toMatchObject({ raw: 12, latest: 0, logs: 0 });
    expect(await usedOf(m)).toBe(usedBefore);

    // 12 raw rows and the rollups at 7 rows a run: the job queues its next runs itself.
    const ran = await jobs.tick();
    expect(ran).toBeGreaterThanOrEqual(3);
    expect(await rowsOf(gone)).toEqual({ raw: 0, rollups: 0, latest: 0, logs: 0 });
    expect(await usedOf(m)).toBe(usedKept);
    expect((await rowsOf(kept)).raw).toBe(12);
    expect(await rowsOf(other.devices[0]!)).toEqual(otherBefore.rows);
    expect(await usedOf(other.m)).toBe(otherBefore.used);
    // A rollup merged late by ingest (a batch in hand at the delete) is removed by the sweep while
    // the marker is kept; an hour after the delete the marker goes.
    await database.rows(`insert into telemetry_rollup_1d (device_id, bucket, stats)
      values ('${gone}', date_trunc('day', now()), '{}'::jsonb)`);
    await storage.sweepTenant(m.tenant.id);
    expect(await rowsOf(gone)).toEqual({ raw: 0, rollups: 0, latest: 0, logs: 0 });
    expect(await markerOf(gone)).toHaveLength(1);
    clock.advance(PURGED_MARKER_KEEP_MS);
    await storage.sweepTenant(m.tenant.id);
    expect(await markerOf(gone)).toHaveLength(0);
  });

  it('general mode: samples stay counted until the retention sweep removes them, then the rollups go', async () => {
    const { m, devices } = await merchantWithDevices(1);
    const device = devices[0]!;
    const other = await merchantWithDevices(1);
    await report(device, 4, 10 * DAY);
    await report(other.devices[0]!, 4, 10 * DAY);
    const usedBefore = await usedOf(m);
    const otherBefore = await rowsOf(other.devices[0]!);

    await deleteDevice(m, device);
    await jobs.tick();
    expect(await rowsOf(device)).toMatchObject({ raw: 4, latest: 0, logs: 0 });
    expect(await usedOf(m)).toBe(usedBefore);

    // Retention of 5 days: the sweep removes the 10-day-old samples, then the device's rollups.
    const put = await m.call('PUT', '/api/tenant/storage-settings', {
      mode: 'general',
      on_full: 'refuse',
      retention_days: 5,
    });
    expect(put.statusCode, put.body).toBe(200);
    const swept = await storage.sweepTenant(m.tenant.id);
    expect(swept.retentionDeleted).toBe(4);
    expect((await rowsOf(device)).raw).toBe(0);
    // Its rollups follow at 7 rows a sweep; the next sweep finishes them and forgets the device.
    await storage.sweepTenant(m.tenant.id);
    expect(await rowsOf(device)).toEqual({ raw: 0, rollups: 0, latest: 0, logs: 0 });
    clock.advance(PURGED_MARKER_KEEP_MS);
    await storage.sweepTenant(m.tenant.id);
    expect(await markerOf(device)).toHaveLength(0);
    expect(await usedOf(m)).toBe(0);
    expect(await rowsOf(other.devices[0]!)).toEqual(otherBefore);
  });

  it("a deleted device's id still holding its samples is not free for another tenant; its own may re-add it", async () => {
    const { m, devices } = await merchantWithDevices(1);
    const device = devices[0]!;
    await report(device, 2);
    await deleteDevice(m, device);
    const other = await merchantWithDevices(0);
    const otherType = await other.m.call('POST', '/api/device-types', customType(unique('DD_TYPE')));
    const taken = await other.m.call('POST', '/api/devices', {
      id: device,
      name: device,
      type_id: otherType.json().id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('iot-device.10016');
    expect((await rowsOf(device)).raw).toBe(2);
    const type = await m.call('POST', '/api/device-types', customType(unique('DD_TYPE')));
    const again = await m.call('POST', '/api/devices', { id: device, name: device, type_id: type.json().id });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('a refused delete (device bound to a gateway) leaves the samples and the device alone', async () => {
    const { m, devices } = await merchantWithDevices(2);
    const [gateway, sub] = devices as [string, string];
    const put = await m.call('PUT', '/api/tenant/storage-settings', {
      mode: 'device_fast_delete',
      on_full: 'loop_delete',
      retention_days: 365,
    });
    expect(put.statusCode, put.body).toBe(200);
    const added = await m.call('POST', `/api/devices/${gateway}/sub-devices`, { device_ids: [sub] });
    expect(added.statusCode, added.body).toBeLessThan(300);
    await report(gateway, 3);
    const refused = await m.call('DELETE', `/api/devices/${gateway}`);
    expect(refused.statusCode).toBe(409);
    await jobs.tick();
    await storage.sweep();
    expect((await rowsOf(gateway)).raw).toBe(3);
    expect(await markerOf(gateway)).toHaveLength(0);
  });
});
