import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { IngestService } from '../../ingest/ingest.service';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import { storeTable } from '../../telemetry/telemetry-stores';
import { bearerCaller, tokenFor } from '../../test/identity-helpers';
import { ManualClock } from '../../test/manual-clock';
import { type Merchant, merchantWithDevices as withDevices } from '../../test/storage/merchant-with-devices';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { bootstrapPlatform } from '../admin/platform-bootstrap';
import { STORE_SWITCH_GRACE_MS } from './exclusive-store';
import type { StorageCapacityService } from './storage-capacity.service';

// The user-exclusive mode's own store (docs/storage-capacity.md "User-exclusive store"): rows move
// into the tenant's tree on the job runtime (3 rows a statement, 7 a run), ingest writes there,
// retention and loop delete drop its months, switching back returns the rows.

const DAY = 86_400_000;
let database: Database;
let app: FastifyInstance;
let storage: StorageCapacityService;
let jobs: JobRuntime;
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
    jobs: { expose: (runtime) => (jobs = runtime) },
    storage: { limits: { deleteMax: 3, deleteBulkMax: 7 }, expose: (service) => (storage = service) },
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

const merchantWithDevices = (count: number) => withDevices(app, database, count, 'EX');

/** Samples at the given times, written into the shared store as an install before the switch holds them. */
async function insertAt(deviceId: string, times: number[]): Promise<void> {
  await database.db.execute(
    sql`select ies_ensure_month_partitions('telemetry', ${new Date(Math.min(...times)).toISOString()}::timestamptz, ${new Date(Math.max(...times)).toISOString()}::timestamptz)`,
  );
  for (const [i, at] of times.entries())
    await database.db.execute(sql`insert into telemetry (device_id, ts, batch_id, values)
      values (${deviceId}, ${new Date(at).toISOString()}::timestamptz, 0, ${JSON.stringify({ power: i })}::jsonb)`);
}

/** Samples through ingest (the path of MQTT and the HTTP data call), `count` a minute apart ending a minute ago. */
async function report(deviceId: string, count: number): Promise<number[]> {
  const now = Date.now();
  const samples = Array.from({ length: count }, (_, i) => ({
    ts: now - 60_000 * (i + 1),
    values: { power: i },
  }));
  const outcome = await ingest.accept(deviceId, 'telemetry', Buffer.from(JSON.stringify({ samples })), now);
  expect(outcome).toMatchObject({ accepted: count });
  await ingest.drain();
  return samples.map((s) => s.ts);
}

/** One sample at each given time through ingest (late ones too). */
async function reportAt(deviceId: string, times: number[]): Promise<void> {
  const samples = times.map((ts, i) => ({ ts, values: { power: i } }));
  const outcome = await ingest.accept(
    deviceId,
    'telemetry',
    Buffer.from(JSON.stringify({ samples })),
    Date.now(),
  );
  expect(outcome).toMatchObject({ accepted: times.length });
  await ingest.drain();
}

/** Each row of the device: the tree its partition belongs to (pg_inherits of the row's tableoid). */
async function treesOf(deviceId: string): Promise<string[]> {
  const rows = await database.rows<{ tree: string }>(
    `select i.inhparent::regclass::text as tree from telemetry t
      join pg_inherits i on i.inhrelid = t.tableoid where t.device_id = '${deviceId}' order by t.ts`,
  );
  return rows.map((r) => r.tree);
}

const settings = async (m: Merchant, body?: Record<string, unknown>) => {
  const res = body
    ? await m.call('PUT', '/api/tenant/storage-settings', { on_full: 'refuse', retention_days: 365, ...body })
    : await m.call('GET', '/api/tenant/storage-settings');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Runs the move jobs, then again once the grace for other ingest processes is over. */
async function finishSwitch(m: Merchant): Promise<void> {
  await jobs.tick();
  expect((await settings(m)).store).toBe('switching');
  clock.advance(STORE_SWITCH_GRACE_MS);
  await jobs.tick();
}

const partitionExists = async (name: string) =>
  (await database.rows<{ ok: boolean }>(`select to_regclass('${name}') is not null as ok`))[0]!.ok;

const monthName = (tenantId: string, at: number) =>
  `${storeTable(tenantId)}_p${new Date(at).toISOString().slice(0, 7).replace('-', '')}`;

const monthStart = (back: number) => {
  const now = clock.now();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1);
};

describe(`the user-exclusive store on ${testDatabaseKind()}`, () => {
  let a: { m: Merchant; devices: string[] };
  let b: { m: Merchant; devices: string[] };
  const old = Date.now() - 100 * DAY;

  it('switching in moves the tenant’s samples (deleted devices’ too) into its own tree; another tenant’s stay shared', async () => {
    a = await merchantWithDevices(3);
    b = await merchantWithDevices(1);
    const [a1, a2, gone] = a.devices as [string, string, string];
    const b1 = b.devices[0]!;
    for (const d of [a1, a2, gone, b1]) await insertAt(d, [old, old + 3_600_000, Date.now() - 2 * DAY]);
    await report(a1, 2);
    const deleted = await a.m.call('DELETE', `/api/devices/${gone}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await settings(a.m)).store).toBe('shared');

    const switched = await settings(a.m, { mode: 'user_exclusive' });
    expect(switched).toMatchObject({ mode: 'user_exclusive', store: 'switching' });
    await finishSwitch(a.m);
    expect((await settings(a.m)).store).toBe('exclusive');

    const own = storeTable(a.m.tenant.id);
    expect(await treesOf(a1)).toEqual(Array(5).fill(own));
    expect(await treesOf(a2)).toEqual(Array(3).fill(own));
    expect(await treesOf(gone)).toEqual(Array(3).fill(own));
    expect(await treesOf(b1)).toEqual(Array(3).fill('telemetry_shared'));
    const [attached] = await database.rows<{ parent: string }>(
      `select inhparent::regclass::text as parent from pg_inherits where inhrelid = '${own}'::regclass`,
    );
    expect(attached?.parent).toBe('telemetry');
    // The use is the size of its own partitions (and no longer another tenant's business).
    expect((await settings(a.m)).capacity.used_bytes).toBeGreaterThan(0);
  });

  it('ingest writes the tenant’s new samples into its tree; history reads them; another tenant gets 404', async () => {
    const [a1] = a.devices as [string];
    const b1 = b.devices[0]!;
    await ingest.storage.refresh();
    const before = (await treesOf(a1)).length;
    await report(a1, 3);
    await report(b1, 1);
    expect(await treesOf(a1)).toEqual(Array(before + 3).fill(storeTable(a.m.tenant.id)));
    expect((await treesOf(b1)).at(-1)).toBe('telemetry_shared');

    const history = await a.m.call('GET', `/api/devices/${a1}/history?points=power&recent=100`);
    expect(history.statusCode, history.body).toBe(200);
    expect((history.json() as { series: Array<{ data: unknown[] }> }).series[0]!.data).toHaveLength(
      before + 3,
    );
    const other = await b.m.call('GET', `/api/devices/${a1}/history?points=power&recent=100`);
    expect(other.statusCode).toBe(404);
  });

  it('retention drops the exclusive tenant’s months that ended before the cutoff, not another tenant’s samples', async () => {
    const [a1, a2] = a.devices as [string, string];
    const b1 = b.devices[0]!;
    const oldMonth = monthName(a.m.tenant.id, old);
    expect(await partitionExists(oldMonth)).toBe(true);
    const bBefore = (await treesOf(b1)).length;
    await settings(a.m, { mode: 'user_exclusive', retention_days: 30 });

    const swept = await storage.sweepTenant(a.m.tenant.id);
    expect(swept.retentionDeleted).toBe(6); // the two old samples of each of its three devices
    expect(await partitionExists(oldMonth)).toBe(false);
    expect(await treesOf(a1)).toHaveLength(1 + 2 + 3);
    expect(await treesOf(a2)).toHaveLength(1);
    expect(await treesOf(b1)).toHaveLength(bBefore);
    await storage.sweepTenant(b.m.tenant.id);
    expect(await treesOf(b1)).toHaveLength(bBefore);
  });

  it('loop delete drops the oldest month first and brings the use under the quota', async () => {
    const c = await merchantWithDevices(1);
    const c1 = c.devices[0]!;
    const times = [monthStart(2) + DAY, monthStart(2) + 2 * DAY, monthStart(1) + DAY, Date.now() - 3_600_000];
    await insertAt(c1, times);
    await settings(c.m, { mode: 'user_exclusive', on_full: 'loop_delete' });
    await finishSwitch(c.m);
    const used = (await settings(c.m)).capacity.used_bytes as number;
    const quota = await admin('PUT', `/api/admin/tenants/${c.m.tenant.id}/storage-quota`, {
      quota_bytes: used - 1,
    });
    expect(quota.statusCode, quota.body).toBe(200);
    expect(quota.json().state).toBe('full');

    const swept = await storage.sweepTenant(c.m.tenant.id);
    expect(swept.loopDeleted).toBe(2);
    expect(swept.capacity.state).not.toBe('full');
    expect(await partitionExists(monthName(c.m.tenant.id, times[0]!))).toBe(false);
    expect(await partitionExists(monthName(c.m.tenant.id, times[2]!))).toBe(true);
    expect(await treesOf(c1)).toHaveLength(2);
  });

  it('switching back returns the rows to the shared store and drops the tree; other tenants are untouched', async () => {
    const [a1, a2, gone] = a.devices as [string, string, string];
    const own = storeTable(a.m.tenant.id);
    const counts = [(await treesOf(a1)).length, (await treesOf(a2)).length, (await treesOf(gone)).length];
    const bTrees = await treesOf(b.devices[0]!);
    // A row of a device that is no longer the tenant's (its marker forgotten) goes back too.
    const stray = unique('stray');
    await database.db.execute(sql`insert into telemetry (device_id, ts, batch_id, values, store)
      values (${stray}, now(), 0, '{}'::jsonb, ${a.m.tenant.id})`);
    expect(await treesOf(stray)).toEqual([own]);
    const switched = await settings(a.m, { mode: 'general', retention_days: 30 });
    expect(switched.store).toBe('switching');
    await finishSwitch(a.m);
    expect((await settings(a.m)).store).toBe('shared');
    expect(await partitionExists(own)).toBe(false);
    expect(await treesOf(a1)).toEqual(Array(counts[0]).fill('telemetry_shared'));
    expect(await treesOf(a2)).toEqual(Array(counts[1]).fill('telemetry_shared'));
    expect(await treesOf(gone)).toEqual(Array(counts[2]).fill('telemetry_shared'));
    expect(await treesOf(stray)).toEqual(['telemetry_shared']);
    expect(await treesOf(b.devices[0]!)).toEqual(bTrees);

    // Ingest follows: the tree is gone, samples go to the shared store again.
    await ingest.storage.refresh();
    await report(a1, 1);
    expect((await treesOf(a1)).at(-1)).toBe('telemetry_shared');
    const history = await a.m.call('GET', `/api/devices/${a1}/history?points=power&recent=100`);
    expect(history.statusCode, history.body).toBe(200);
    expect((history.json() as { series: Array<{ data: unknown[] }> }).series[0]!.data).toHaveLength(
      counts[0]! + 1,
    );
  });

  it('another tenant cannot switch or read a merchant’s store: its settings act on its own tenant only', async () => {
    const res = await b.m.call('PUT', '/api/tenant/storage-settings', {
      mode: 'user_exclusive',
      on_full: 'refuse',
      retention_days: 365,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await treesOf(a.devices[0]!)).not.toContain(storeTable(b.m.tenant.id));
    const foreign = await b.m.call('DELETE', `/api/devices/${a.devices[0]}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('loop delete within the current month goes by the live rows, not the store’s size (deleted rows leave no smaller files)', async () => {
    const f = await merchantWithDevices(1);
    const f1 = f.devices[0]!;
    const thisMonth = monthStart(0);
    const first = Math.max(thisMonth, Date.now() - 10 * 60_000);
    await insertAt(
      f1,
      [1, 2, 3, 4].map((i) => first + i * 1000),
    );
    await settings(f.m, { mode: 'user_exclusive', on_full: 'loop_delete' });
    await finishSwitch(f.m);
    // Its partitions take more than 4 KiB (pages and index pages), its 4 rows far less.
    const quota = await admin('PUT', `/api/admin/tenants/${f.m.tenant.id}/storage-quota`, {
      quota_bytes: 4096,
    });
    expect(quota.json().state).toBe('full');
    const swept = await storage.sweepTenant(f.m.tenant.id);
    expect(swept.loopDeleted).toBe(0);
    expect(await treesOf(f1)).toHaveLength(4);
    // Quota below the rows' estimate: the day goes (here all four, one day), and the loop ends.
    await admin('PUT', `/api/admin/tenants/${f.m.tenant.id}/storage-quota`, { quota_bytes: 64 });
    expect((await storage.sweepTenant(f.m.tenant.id)).loopDeleted).toBe(4);
    expect(await treesOf(f1)).toHaveLength(0);
  });

  it('a tenant in the mode from before the stores existed gets its own store at the next sweep', async () => {
    const e = await merchantWithDevices(1);
    const e1 = e.devices[0]!;
    await insertAt(e1, [Date.now() - DAY]);
    await settings(e.m, { mode: 'user_exclusive' });
    await finishSwitch(e.m);
    // As an install migrated with the tenant in the mode: its rows in the shared store, store 'shared'.
    await settings(e.m, { mode: 'general' });
    await finishSwitch(e.m);
    await database.rows(
      `update tenant_storage set mode = 'user_exclusive' where tenant_id = '${e.m.tenant.id}'`,
    );
    expect(await treesOf(e1)).toEqual(['telemetry_shared']);

    await storage.sweepTenant(e.m.tenant.id);
    await finishSwitch(e.m);
    expect((await settings(e.m)).store).toBe('exclusive');
    expect(await treesOf(e1)).toEqual([storeTable(e.m.tenant.id)]);
  });

  // Last: it moves the sweeps' clock days ahead.
  it('a late sample for a month the retention dropped: ingest creates the month again and stores it', async () => {
    const d = await merchantWithDevices(1);
    const d1 = d.devices[0]!;
    await settings(d.m, { mode: 'user_exclusive', retention_days: 1 });
    await finishSwitch(d.m);
    await ingest.storage.refresh();
    const now = new Date();
    const thisMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    // The last hour of last month, within ingest's 35-day window: ingest knows that month now.
    await reportAt(d1, [thisMonth - 3_600_000]);
    const lastMonth = monthName(d.m.tenant.id, thisMonth - 3_600_000);
    expect(await partitionExists(lastMonth)).toBe(true);
    clock.advance(3 * DAY);
    expect((await storage.sweepTenant(d.m.tenant.id)).retentionDeleted).toBe(1);
    expect(await partitionExists(lastMonth)).toBe(false);

    // The write fails once; ingest forgets the months it knew, creates them again and retries.
    await reportAt(d1, [thisMonth - 2 * 3_600_000]);
    expect(await partitionExists(lastMonth)).toBe(true);
    expect(await treesOf(d1)).toEqual([storeTable(d.m.tenant.id)]);
  });
});
