import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { readSamples } from '../telemetry/telemetry.repository';
import { testDatabaseKind } from '../test/test-database';
import { IngestOverloadedError, type PendingSample, SampleWriter } from './sample-writer';
import { createIngestFixture, type IngestFixture } from '../test/ingest/test-fixtures';

let fx: IngestFixture;

beforeAll(async () => {
  fx = await createIngestFixture([{ id: 'flaky-1', key: 'key-flaky-1' }]);
});

afterAll(async () => {
  await fx?.close();
});

/** The fixture's database, failing every statement while `down` is true. */
function flakyDatabase(database: Database, state: { down: boolean; failures: number }): Database {
  const fail = () => {
    state.failures++;
    throw new Error('connection refused');
  };
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if ((property === 'execute' || property === 'transaction') && typeof value === 'function') {
        return (...args: unknown[]) => (state.down ? Promise.reject(fail()) : value.apply(target, args));
      }
      return value;
    },
  });
  return { ...database, db };
}

describe(`sample writer on ${testDatabaseKind()}`, () => {
  it('holds acknowledgements while the database is down and stores everything once it is back', async () => {
    const state = { down: true, failures: 0 };
    const committed: PendingSample[] = [];
    const writer = new SampleWriter(
      flakyDatabase(fx.database, state),
      {
        instance: 'flaky',
        maxBatchRows: 100,
        flushIntervalMs: 5,
        maxPendingRows: 250,
        retryMinMs: 20,
        retryMaxMs: 100,
      },
      (samples) => committed.push(...samples),
    );
    const source = { id: 'flaky-1', tzOffsetMinutes: 0, points: new Map() };
    const base = Date.now() - 60_000;
    const acked: number[] = [];
    const writes = Array.from({ length: 20 }, (_, m) => {
      const samples = Array.from({ length: 10 }, (_, i) => ({
        deviceId: 'flaky-1',
        ts: base + m * 10 + i,
        seq: m * 10 + i,
        late: false,
        values: { soc: i },
        source,
      }));
      return writer.write(samples).then(() => acked.push(m));
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(state.failures).toBeGreaterThan(2);
    expect(acked).toEqual([]);
    // Bounded memory: above maxPendingRows new messages are refused, so devices keep them.
    const refused = writer.write(
      Array.from({ length: 60 }, (_, i) => ({
        deviceId: 'flaky-1',
        ts: base - i - 1,
        seq: null,
        late: false,
        values: {},
        source,
      })),
    );
    await expect(refused).rejects.toBeInstanceOf(IngestOverloadedError);

    state.down = false;
    await Promise.all(writes);
    expect(acked).toHaveLength(20);
    const rows = await readSamples(fx.database.db, 'flaky-1');
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(committed).toHaveLength(200);
    await writer.close();
  });
});
