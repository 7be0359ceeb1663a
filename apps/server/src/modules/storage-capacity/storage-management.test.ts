import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { createDevices } from '../../ingest/device-registry';
import { IngestService } from '../../ingest/ingest.service';
import { fieldCodes, signedInMerchant } from '../../test/devices/device-test-helpers';
import { bearerCaller, tokenFor } from '../../test/identity-helpers';
import { ManualClock } from '../../test/manual-clock';
import { subUserOf } from '../../test/stations/station-test-helpers';
import { type Merchant, merchantWithDevices as withDevices } from '../../test/storage/merchant-with-devices';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { bootstrapPlatform } from '../admin/platform-bootstrap';
import type { StorageCapacityService } from './storage-capacity.service';

// Storage management (issue 32 item 4): modes, loop delete, refusal, retention, B §5 limits.
// Limits are lowered: 3 rows a delete statement, 7 rows a sweep, the general mode below 3 devices.

const DAY = 86_400_000;
const ROWS_PER_DAY = 4;
let database: Database;
let app: FastifyInstance;
let storage: StorageCapacityService;
let ingest: IngestService;
let admin: ReturnType<typeof bearerCaller>;
const clock = new ManualClock();
let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++seq}`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig({ testHooks: true }), {
    database,
    clock,
    storage: {
      limits: { deleteMax: 3, deleteBulkMax: 7, generalMaxDevices: 3 },
      expose: (service) => (storage = service),
    },
  });
  await app.ready();
  ingest = new IngestService(database);
  const password = (await bootstrapPlatform(database.db)).password!;
  admin = bearerCaller(app, await tokenFor(app, 'admin', password));
});

afterAll(async () => {
  await ingest?.close();
  await app?.close();
  await database?.close();
});

/** A merchant with `count` devices of a custom type. */
const merchantWithDevices = (count: number) => withDevices(app, database, count, 'ST');

/** ROWS_PER_DAY samples on each of the given days back from today (UTC midnight + hours). */
async function insertDays(deviceId: string, daysBack: number[]): Promise<void> {
  const today = Math.floor(clock.now().getTime() / DAY) * DAY;
  const first = today - Math.max(...daysBack) * DAY;
  await database.db.execute(
    sql`select ies_ensure_month_partitions('telemetry', ${new Date(first).toISOString()}::timestamptz, ${new Date(today).toISOString()}::timestamptz)`,
  );
  for (const back of daysBack) {
    for (let i = 0; i < ROWS_PER_DAY; i++) {
      const ts = new Date(today - back * DAY + (i + 1) * 3_600_000).toISOString();
      await database.db.execute(sql`insert into telemetry (device_id, ts, batch_id, values)
        values (${deviceId}, ${ts}::timestamptz, 0, ${JSON.stringify({ power: back * 10 + i })}::jsonb)`);
    }
  }
}

async function sampleDays(deviceId: string): Promise<number[]> {
  const rows = await database.rows<{ day: number }>(
    `select distinct (extract(epoch from date_trunc('day', ts at time zone 'UTC')) * 1000)::float8 as day
      from telemetry where device_id = '${deviceId}' order by day`,
  );
  const today = Math.floor(clock.now().getTime() / DAY) * DAY;
  return rows.map((r) => Math.round((today - Number(r.day)) / DAY));
}

const settingsOf = async (m: Merchant) => {
  const res = await m.call('GET', '/api/tenant/storage-settings');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const policy = (tenantId: string, body: Record<string, unknown>) =>
  admin('PUT', `/api/admin/tenants/${tenantId}/storage-policy`, {
    allowed_modes: ['general', 'user_exclusive', 'device_fast_delete'],
    retention_max_days: 3650,
    quota_bytes: null,
    ...body,
  });

async function ingestErrors(deviceId: string): Promise<Record<string, number>> {
  const rows = await database.rows<{ reason: string; count: number }>(
    `select reason, count::int as count from device_ingest_errors where device_id = '${deviceId}'`,
  );
  return Object.fromEntries(rows.map((r) => [r.reason, r.count]));
}

describe(`storage management on ${testDatabaseKind()}`, () => {
  it('starts in the general mode, refusing when full, keeping 365 days, every mode allowed', async () => {
    const { m, devices } = await merchantWithDevices(1);
    await insertDays(devices[0]!, [1]);
    const s = await settingsOf(m);
    expect(s).toMatchObject({
      mode: 'general',
      on_full: 'refuse',
      retention_days: 365,
      allowed_modes: ['general', 'user_exclusive', 'device_fast_delete'],
      device_count: 1,
      refusing: false,
    });
    // Raw samples count in the use: their values plus a fixed row size.
    expect(s.capacity.used_bytes).toBeGreaterThanOrEqual(ROWS_PER_DAY * 64);
  });

  it('loop delete frees the oldest days first, at most 3 rows a statement and 7 a sweep, until under quota', async () => {
    const { m, devices } = await merchantWithDevices(1);
    const device = devices[0]!;
    await insertDays(device, [5, 4, 3, 2, 1]);
    const used = (await settingsOf(m)).capacity.used_bytes as number;
    const put = await m.call('PUT', '/api/tenant/storage-settings', {
      mode: 'user_exclusive',
      on_full: 'loop_delete',
      retention_days: 365,
    });
    expect(put.statusCode, put.body).toBe(200);
    // Room for about three of the five days.
    const quota = Math.floor(used * 0.65);
    expect((await policy(m.tenant.id, { quota_bytes: quota })).json()).toMatchObject({
      capacity: { state: 'full' },
      refusing: false,
    });

    // B §5: one sweep deletes at most its bulk limit (7 rows here), the oldest first.
    const first = await storage.sweepTenant(m.tenant.id);
    expect(first.loopDeleted).toBe(7);
    expect(first.capacity.state).toBe('full');
    expect(await sampleDays(device)).toEqual([4, 3, 2, 1]);
    const oldestLeft = await database.rows<{ n: number }>(
      `select count(*)::int as n from telemetry where device_id = '${device}'`,
    );
    expect(oldestLeft[0]!.n).toBe(5 * ROWS_PER_DAY - 7);

    // The next sweep finishes the day and stops as soon as the tenant is within its quota.
    const second = await storage.sweepTenant(m.tenant.id);
    expect(second.capacity.state).not.toBe('full');
    expect(second.capacity.used_bytes).toBeLessThan(quota);
    expect(await sampleDays(device)).toEqual([3, 2, 1]);
    expect((await settingsOf(m)).deleted_rows).toBe(2 * ROWS_PER_DAY);
  });

  it('at 100 % with "refuse" new samples are refused and counted; with "loop delete" kept and the oldest dropped', async () => {
    const { m, devices } = await merchantWithDevices(1);
    const device = devices[0]!;
    await insertDays(device, [3, 2]);
    const used = (await settingsOf(m)).capacity.used_bytes as number;
    // Exactly at the quota: 100 %, full. Setting it refuses at once (ingest reads the flag).
    const full = await policy(m.tenant.id, { quota_bytes: used });
    expect(full.json()).toMatchObject({ capacity: { state: 'full', used_percent: 100 }, refusing: true });
    await ingest.storage.refresh();

    const now = clock.now().getTime();
    const batch = (n: number) =>
      Buffer.from(
        JSON.stringify({
          samples: Array.from({ length: n }, (_, i) => ({ ts: now - 1000 * (i + 1), values: { power: 1 } })),
        }),
      );
    const refused = await ingest.accept(device, 'telemetry', batch(3), now);
    expect(refused).toMatchObject({ accepted: 0, rejections: [{ reason: 'storage_full' }] });
    await ingest.drain();
    expect(await ingestErrors(device)).toEqual({ storage_full: 3 });
    expect(await sampleDays(device)).toEqual([3, 2]);

    // Loop delete chosen: ingest takes samples again and the sweep drops the oldest day.
    const loop = await m.call('PUT', '/api/tenant/storage-settings', {
      mode: 'general',
      on_full: 'loop_delete',
      retention_days: 365,
    });
    expect(loop.json()).toMatchObject({ refusing: false, on_full: 'loop_delete' });
    await ingest.storage.refresh();
    expect(await ingest.accept(device, 'telemetry', batch(2), now)).toMatchObject({ accepted: 2 });
    await ingest.drain();
    expect(await sampleDays(device)).toEqual([3, 2, 0]);
    const swept = await storage.sweepTenant(m.tenant.id);
    expect(swept.capacity.state).not.toBe('full');
    expect(await sampleDays(device)).toEqual([2, 0]);
    expect(await ingestErrors(device)).toEqual({ storage_full: 3 });
  });

  it('retention drops samples older than the tenant keeps, whatever the use', async () => {
    const { m, devices } = await merchantWithDevices(1);
    await insertDays(devices[0]!, [4, 3, 1]);
    const put = await m.call('PUT', '/api/tenant/storage-settings', {
      mode: 'general',
      on_full: 'refuse',
      retention_days: 2,
    });
    expect(put.statusCode, put.body).toBe(200);
    // 8 rows are due; one sweep deletes at most 7 (the bulk limit), the next the rest.
    expect((await storage.sweepTenant(m.tenant.id)).retentionDeleted).toBe(7);
    expect((await storage.sweepTenant(m.tenant.id)).retentionDeleted).toBe(1);
    expect(await sampleDays(devices[0]!)).toEqual([1]);
  });

  it('mode switch rules at their boundaries', async () => {
    const { m } = await merchantWithDevices(2);
    const put = (body: Record<string, unknown>) =>
      m.call('PUT', '/api/tenant/storage-settings', {
        mode: 'general',
        on_full: 'refuse',
        retention_days: 30,
        ...body,
      });
    // Device fast delete always loop-deletes.
    expect(fieldCodes(await put({ mode: 'device_fast_delete' }))).toEqual({ on_full: 'iot-storage.10005' });
    expect((await put({ mode: 'device_fast_delete', on_full: 'loop_delete' })).statusCode).toBe(200);
    // General suits fewer than 3 devices here (1000 in production): 2 may switch back …
    expect((await put({ mode: 'general' })).statusCode).toBe(200);
    expect((await put({ mode: 'user_exclusive' })).statusCode).toBe(200);
    // … 3 may not, but a tenant already in general keeps it.
    await createDevices(database, [
      {
        id: unique('stdev'),
        tenantId: m.tenant.id,
        typeId: (
          await database.rows<{ id: string }>(
            `select type_id as id from devices where tenant_id = '${m.tenant.id}' limit 1`,
          )
        )[0]!.id,
        key: 'key-12345678',
      },
    ]);
    const tooMany = await put({ mode: 'general' });
    expect(fieldCodes(tooMany)).toEqual({ mode: 'iot-storage.10004' });
    expect(tooMany.json().data.fields[0].message).toContain('3');
    // A tenant already in the general mode keeps it at 3 devices and may change its other settings.
    const grown = await merchantWithDevices(3);
    const kept = await grown.m.call('PUT', '/api/tenant/storage-settings', {
      mode: 'general',
      on_full: 'loop_delete',
      retention_days: 10,
    });
    expect(kept.statusCode, kept.body).toBe(200);

    // Retention: the administrator's cap is allowed, one day more is not.
    expect(
      (await policy(m.tenant.id, { allowed_modes: ['user_exclusive'], retention_max_days: 30 })).statusCode,
    ).toBe(200);
    expect((await put({ mode: 'user_exclusive', retention_days: 30 })).statusCode).toBe(200);
    expect(fieldCodes(await put({ mode: 'user_exclusive', retention_days: 31 }))).toEqual({
      retention_days: 'iot-storage.10006',
    });
    // A mode the administrator does not allow.
    const notAllowed = await put({ mode: 'device_fast_delete', on_full: 'loop_delete' });
    expect(notAllowed.statusCode).toBe(403);
    expect(notAllowed.json().code).toBe('iot-storage.10003');
    // The administrator cannot take away the mode in use; a shorter cap shortens the retention.
    expect(fieldCodes(await policy(m.tenant.id, { allowed_modes: ['general'] }))).toEqual({
      allowed_modes: 'iot-storage.10007',
    });
    const capped = await policy(m.tenant.id, { allowed_modes: ['user_exclusive'], retention_max_days: 7 });
    expect(capped.json()).toMatchObject({ retention_days: 7, retention_max_days: 7 });
    expect((await put({ mode: 'user_exclusive', retention_days: 0 })).statusCode).toBe(422);
  });

  it("keeps each tenant to its own settings; the administrator's calls are the administrator's", async () => {
    const { m } = await merchantWithDevices(1);
    const other = await signedInMerchant(app, database.db);
    await m.call('PUT', '/api/tenant/storage-settings', {
      mode: 'user_exclusive',
      on_full: 'loop_delete',
      retention_days: 10,
    });
    // The other merchant reads and writes only its own.
    expect(await settingsOf(other)).toMatchObject({ mode: 'general', retention_days: 365 });
    const foreign = await other.call('PUT', `/api/admin/tenants/${m.tenant.id}/storage-policy`, {
      allowed_modes: ['general'],
      retention_max_days: 1,
      quota_bytes: 1,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await other.call('GET', '/api/admin/storage/tenants')).statusCode).toBe(403);
    expect((await settingsOf(m)).mode).toBe('user_exclusive');
    expect((await policy('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404);

    // The administrator's list: tenant, mode, use, quota, percent.
    const list = await admin('GET', '/api/admin/storage/tenants?page_size=100');
    expect(list.statusCode, list.body).toBe(200);
    const row = (list.json().list as Array<Record<string, unknown>>).find((r) => r.tenant_id === m.tenant.id);
    expect(row).toMatchObject({ mode: 'user_exclusive', on_full: 'loop_delete', retention_days: 10 });
    expect(row!.capacity).toHaveProperty('used_percent');
    // The platform administrator's own tenant has no storage settings.
    expect((await admin('GET', '/api/tenant/storage-settings')).statusCode).toBe(404);
  });

  it('a sub-user needs the system configuration permission (B §6 denial otherwise)', async () => {
    const { m } = await merchantWithDevices(1);
    const without = await subUserOf(app, m, ['station:view']);
    const denied = await without.as('GET', '/api/tenant/storage-settings');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('iot-http.403');
    expect(
      (
        await without.as('PUT', '/api/tenant/storage-settings', {
          mode: 'general',
          on_full: 'refuse',
          retention_days: 5,
        })
      ).statusCode,
    ).toBe(403);
    const allowed = await subUserOf(app, m, ['system:config']);
    expect((await allowed.as('GET', '/api/tenant/storage-settings')).statusCode).toBe(200);
    const put = await allowed.as('PUT', '/api/tenant/storage-settings', {
      mode: 'general',
      on_full: 'refuse',
      retention_days: 5,
    });
    expect(put.statusCode, put.body).toBe(200);
  });
});
