import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngestFixture, type IngestFixture, TENANT } from '../test/ingest/test-fixtures';
import { ensurePartitions, insertSampleBatch, queryRows } from '../telemetry/telemetry.repository';
import { DemoRawThinningRepository } from './demo-raw-thinning';

// The demo keeps its data folder small (issue 34 item 8): its raw samples of past hours keep the
// first of each 15 minutes per device; other times and the rollups are left alone.

const QUARTER = 900_000;
const START = Date.UTC(2026, 10, 2, 8, 0, 0);
let fx: IngestFixture;

beforeAll(async () => {
  fx = await createIngestFixture([
    { id: 'thin-a', key: 'key-thin-a' },
    { id: 'thin-b', key: 'key-thin-b' },
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
        v: { soc: i },
      })),
    );
    await ensurePartitions(db, START, START + 4 * QUARTER);
    await insertSampleBatch(db, 'test', rows);

    // 08:00 to 08:30 thinned: 2 × 180 samples become 2 × 2.
    const gone = await new DemoRawThinningRepository(db).thin(TENANT, START, START + 2 * QUARTER);
    expect(gone).toBe(2 * 178);

    const left = await queryRows<{ d: string; t: number }>(
      db,
      sql`select device_id as d, (extract(epoch from ts) * 1000)::float8 as t from telemetry
        where device_id in ('thin-a', 'thin-b') order by device_id, ts`,
    );
    for (const device of ['thin-a', 'thin-b']) {
      const times = left.filter((r) => r.d === device).map((r) => r.t);
      expect(times.slice(0, 2)).toEqual([START + 5000, START + QUARTER + 5000]);
      // 08:30 to 09:00 untouched.
      expect(times.length).toBe(2 + 180);
    }
    // A second pass over the same range finds nothing more.
    expect(await new DemoRawThinningRepository(db).thin(TENANT, START, START + 2 * QUARTER)).toBe(0);
  });
});
