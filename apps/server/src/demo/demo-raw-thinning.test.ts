import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngestFixture, type IngestFixture, TENANT } from '../test/ingest/test-fixtures';
import { ensurePartitions, insertSampleBatch, queryRows } from '../telemetry/telemetry.repository';
import { DEMO_JOBS } from '@ies/contracts';
import { JobRuntime } from '../platform/jobs/job-runtime';
import {
  DemoRawThinningRepository,
  REKEY_EVERY_MS,
  scheduleDemoRawThinning,
  THIN_AFTER_MS,
  THIN_EVERY_MS,
} from './demo-raw-thinning';

// The demo keeps its data folder small (issue 34 item 8): its raw samples of past hours keep the
// first of each 15 minutes per device; other times and the rollups are left alone.

const QUARTER = 900_000;
const START = Date.UTC(2026, 10, 2, 8, 0, 0);
let fx: IngestFixture;

beforeAll(async () => {
  fx = await createIngestFixture([
    { id: 'thin-a', key: 'key-thin-a' },
    { id: 'thin-b', key: 'key-thin-b' },
    { id: 'thin-c', key: 'key-thin-c' },
    { id: 'thin-d', key: 'key-thin-d' },
  ]);
});
afterAll(async () => fx?.close());

describe('demo raw thinning', () => {
  it('keeps the first sample of each 15 minutes per device inside the range, and everything outside it', async () => {
    const db = fx.database.db;
    // Every 10 s from 08:00:05 to 08:59:55 for two devices.
    const rows = ['thin-a', 'thin-b'].flatMap((d) =>
      Array.from({ length: 360 }, (_, i) => ({
        d,
        t: START + 5000 + i * 10_000,
        s: i,
        l: false,
        v: { soc: i } as Record<string, unknown>,
      })),
    );
    // A BMS's cell arrays come with one sample in a while (here the 100th of device a): kept.
    rows[100]!.v = { soc: 100, cell_voltages: [3.3, 3.31] };
    await ensurePartitions(db, START, START + 4 * QUARTER);
    await insertSampleBatch(db, 'test', rows);

    // 08:00 to 08:30 thinned: 2 × 180 samples become 2 × 2.
    const gone = await new DemoRawThinningRepository(db).thin(TENANT, START, START + 2 * QUARTER);
    expect(gone).toBe(2 * 178 - 1);

    const left = await queryRows<{ d: string; t: number }>(
      db,
      sql`select device_id as d, (extract(epoch from ts) * 1000)::float8 as t from telemetry
        where device_id in ('thin-a', 'thin-b') order by device_id, ts`,
    );
    for (const device of ['thin-a', 'thin-b']) {
      const times = left.filter((r) => r.d === device).map((r) => r.t);
      const cells = device === 'thin-a' ? [START + 5000 + 100 * 10_000] : [];
      expect(times.filter((t) => t < START + 2 * QUARTER)).toEqual(
        [START + 5000, ...cells, START + QUARTER + 5000].sort((a, b) => a - b),
      );
      // 08:30 to 09:00 untouched.
      expect(times.length).toBe(2 + cells.length + 180);
    }
    // A second pass over the same range finds nothing more.
    expect(await new DemoRawThinningRepository(db).thin(TENANT, START, START + 2 * QUARTER)).toBe(0);
  });

  it('runs as a job of the demo: once per period, thinning what turned an hour old since', async () => {
    const db = fx.database.db;
    const day = Date.UTC(2026, 10, 3, 8, 0, 0);
    let at = day;
    const clock = { now: () => new Date(at) };
    const jobs = new JobRuntime({ db, clock, leaseMs: 60_000 });
    // Every 10 s for two hours.
    const rows = Array.from({ length: 720 }, (_, i) => ({
      d: 'thin-c',
      t: day + 5000 + i * 10_000,
      s: i,
      l: false,
      v: { soc: i % 100 },
    }));
    await ensurePartitions(db, day, day + 8 * QUARTER);
    await insertSampleBatch(db, 'test', rows);
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from telemetry where device_id = 'thin-c'`,
        )
      )[0]!.n;

    await scheduleDemoRawThinning(jobs, db, TENANT, () => at);
    const schedules = await jobs.schedules();
    expect(schedules.find((s) => s.name === DEMO_JOBS.demoRawThinning)?.everyMs).toBe(THIN_EVERY_MS);

    // Not due yet: nothing runs, nothing goes.
    await jobs.tick();
    expect(await count()).toBe(720);

    // Two hours and a period on, the first hour is more than an hour old: 4 samples left of its 360.
    at = day + 2 * 3_600_000 + THIN_EVERY_MS;
    expect(day + 3_600_000).toBeLessThanOrEqual(at - THIN_AFTER_MS);
    await jobs.tick();
    expect(await count()).toBe(4 + 360);
    // The same due time does not run again.
    await jobs.tick();
    expect(await count()).toBe(4 + 360);
    await jobs.stop();
  });

  it("rebuilds the thinned partitions' keys every few hours, so the key shrinks with the rows", async () => {
    const db = fx.database.db;
    // A month of its own, so the partition's key holds these rows only (the cases above write
    // November 2026); later than theirs, so the job they scheduled is due.
    const day = Date.UTC(2032, 7, 5, 0, 0, 0);
    let at = day;
    const jobs = new JobRuntime({ db, clock: { now: () => new Date(at) }, leaseMs: 60_000 });
    // Every second for six hours: a key of some hundred pages.
    const rows = Array.from({ length: 6 * 3600 }, (_, i) => ({
      d: 'thin-d',
      t: day + 500 + i * 1000,
      s: i,
      l: false,
      v: { soc: i % 100 },
    }));
    await ensurePartitions(db, day, day + 6 * 3_600_000);
    await insertSampleBatch(db, 'test', rows);
    const repository = new DemoRawThinningRepository(db);
    const [partition] = await repository.partitionsOf(TENANT, day, day + 6 * 3_600_000);
    expect(partition).toBeDefined();
    const key = async () =>
      (
        await queryRows<{ file: string; bytes: number }>(
          db,
          sql`select pg_relation_filenode(i.indexrelid)::text as file, pg_relation_size(i.indexrelid)::float8 as bytes
            from pg_index i join pg_class c on c.oid = i.indrelid where c.relname = ${partition} and i.indisprimary`,
        )
      )[0]!;
    const before = await key();
    await scheduleDemoRawThinning(jobs, db, TENANT, () => at);

    // An hour and a bit on, the first quarter hours are thinned; the key is not rebuilt yet.
    at = day + 3_600_000 + THIN_EVERY_MS;
    await jobs.tick();
    expect((await key()).file).toBe(before.file);

    // Seven hours on, the six hours are thinned (24 samples left of 21,600) and the key rebuilt.
    at = day + 7 * 3_600_000 + 2 * THIN_EVERY_MS;
    expect(at - day).toBeGreaterThanOrEqual(REKEY_EVERY_MS);
    await jobs.tick();
    const left = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from telemetry where device_id = 'thin-d'`,
    );
    expect(left[0]!.n).toBe(24);
    const after = await key();
    expect(after.file).not.toBe(before.file);
    // The demo's database is PGlite, one connection. On a shared PostgreSQL another session's open
    // snapshot keeps the deleted rows "recently dead", and a rebuilt index keeps them too.
    if (fx.database.driver === 'pglite') expect(after.bytes).toBeLessThan(before.bytes / 3);
    await jobs.stop();
  });
});
