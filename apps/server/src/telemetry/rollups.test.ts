import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestService } from '../ingest/ingest.service';
import { createIngestFixture, type IngestFixture, TEST_POINTS } from '../test/ingest/test-fixtures';
import { testDatabaseKind } from '../test/test-database';
import {
  type BucketStats,
  bucketStart,
  LEVEL_WIDTH_MS,
  ROLLUP_LEVELS,
  statsFromSamples,
} from './rollup-math';
import { readRollups, readSamples } from './telemetry.repository';

let fx: IngestFixture;

beforeAll(async () => {
  fx = await createIngestFixture(
    [
      { id: 'meter-1', key: 'key-meter-1', tzOffsetMinutes: 480 },
      { id: 'meter-2', key: 'key-meter-2', tzOffsetMinutes: -300 },
      { id: 'meter-3', key: 'key-meter-3' },
      { id: 'meter-4', key: 'key-meter-4' },
    ],
    // Small groups, so that a flush is written in several transactions.
    { rollupGroupSamples: 50 },
  );
});

afterAll(async () => {
  await fx?.close();
});

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const NUMERIC = TEST_POINTS.filter((p) => p.type === 'int' || p.type === 'float');

/** Every rollup row of a device equals a recomputation from its raw rows, and no bucket is missing. */
async function expectRollupsMatchRaw(deviceId: string, tzOffsetMinutes: number) {
  const raw = await readSamples(fx.database.db, deviceId);
  for (const level of ROLLUP_LEVELS) {
    const expected = new Map<string, Array<[number, number]>>();
    for (const row of raw) {
      for (const point of NUMERIC) {
        const value = row.values[point.name];
        if (typeof value !== 'number') continue;
        const key = `${point.name}|${bucketStart(level, row.ts, tzOffsetMinutes)}`;
        const list = expected.get(key);
        if (list) list.push([row.ts, value]);
        else expected.set(key, [[row.ts, value]]);
      }
    }
    const stored = await readRollups(fx.database.db, level, deviceId);
    expect(stored.map((r) => `${r.point}|${r.bucket}`).sort()).toEqual([...expected.keys()].sort());
    for (const row of stored) {
      const definition = NUMERIC.find((p) => p.name === row.point)!;
      const want = statsFromSamples(
        expected.get(`${row.point}|${row.bucket}`)!,
        definition.cumulative === true,
      )!;
      expectStats(row.stats, want, `${deviceId} ${level} ${row.point} ${row.bucket}`);
      expect(row.bucket % LEVEL_WIDTH_MS['5m']).toBe(0);
    }
  }
}

function expectStats(actual: BucketStats, want: BucketStats, where: string) {
  expect({ where, ...actual, sum: round(actual.sum), delta: roundOrNull(actual.delta) }).toEqual({
    where,
    ...want,
    sum: round(want.sum),
    delta: roundOrNull(want.delta),
  });
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;
const roundOrNull = (x: number | null) => (x === null ? null : round(x));

async function send(deviceId: string, samples: Array<{ ts: number; values: Record<string, unknown> }>) {
  await fx.ingest.uplink(deviceId, 'telemetry', Buffer.from(JSON.stringify({ samples })), Date.now());
}

describe(`rollups on ${testDatabaseKind()}`, () => {
  it('equal a recomputation from raw rows with late, repeated and out-of-order samples and counter resets', async () => {
    const next = random(42);
    const start = bucketStart('1h', Date.now() - 2 * 24 * 3_600_000);
    for (const [index, deviceId] of ['meter-1', 'meter-2'].entries()) {
      let energy = 5000 * (index + 1);
      const all: Array<{ ts: number; values: Record<string, unknown> }> = [];
      for (let i = 0; i < 600; i++) {
        // Irregular reporting with gaps of up to hours.
        const ts = start + i * 240_000 + Math.floor(next() * 60_000) + (i > 300 ? 5 * 3_600_000 : 0);
        energy = next() < 0.02 ? next() * 20 : energy + next() * 3;
        all.push({
          ts,
          values: {
            soc: Math.round(next() * 10000) / 100,
            energy: Math.round(energy * 1000) / 1000,
            count: i,
          },
        });
      }
      // Arrive shuffled in chunks, some chunks twice, with rollup flushes in between.
      const order = all.map((s, i) => ({ s, k: i + (next() - 0.5) * 80 })).sort((a, b) => a.k - b.k);
      const shuffled = order.map((o) => o.s);
      for (let i = 0; i < shuffled.length; i += 37) {
        const chunk = shuffled.slice(i, i + 37);
        await send(deviceId, chunk);
        if (next() < 0.3) await send(deviceId, chunk.slice(0, 5));
        // Levels are merged at different times; some chunks wait for several of them.
        const roll = next();
        if (roll < 0.3) await fx.ingest.flushRollups(['5m']);
        else if (roll < 0.55) await fx.ingest.drain();
      }
    }
    await fx.ingest.drain();
    expect((await readSamples(fx.database.db, 'meter-1')).some((s) => s.late)).toBe(true);
    await expectRollupsMatchRaw('meter-1', 480);
    await expectRollupsMatchRaw('meter-2', -300);
  });

  it('of a large flush are written a group of batches per transaction, each batch once', async () => {
    const start = bucketStart('1h', Date.now() - 6 * 3_600_000);
    const db = fx.database.db;
    const transaction = db.transaction.bind(db);
    let transactions = 0;
    // For each transaction, how many had started when a turn of the event loop came after it.
    const startedAtNextTurn: number[] = [];
    db.transaction = ((work: Parameters<typeof transaction>[0]) => {
      transactions++;
      setImmediate(() => startedAtNextTurn.push(transactions));
      return transaction(work);
    }) as typeof db.transaction;
    try {
      // Five messages of 37 samples: groups of at least 50 samples hold two messages each.
      for (let m = 0; m < 5; m++) {
        const samples = Array.from({ length: 37 }, (_, i) => ({
          ts: start + (m * 37 + i) * 60_000,
          values: { soc: (m * 37 + i) % 100, energy: 10 + m * 37 + i },
        }));
        await send('meter-4', samples);
      }
      transactions = 0;
      startedAtNextTurn.length = 0;
      await fx.ingest.flushRollups(['5m']);
      expect(transactions).toBe(3);
      // The loop turns between groups (requests are read there), not only after the flush. What
      // this checks is PGlite's; PostgreSQL's answers come over a socket, a turn each.
      expect(startedAtNextTurn.slice(0, 2)).toEqual([1, 2]);
      transactions = 0;
      await fx.ingest.drain();
      // The hour and day levels: three groups each (the drain flushes every level).
      expect(transactions).toBeGreaterThanOrEqual(6);
    } finally {
      db.transaction = transaction;
    }
    await expectRollupsMatchRaw('meter-4', 0);
    const left = await fx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from ingest_batches where pending <> 0`,
    );
    expect(left[0]!.n).toBe(0);
  });

  it('are rebuilt from raw rows for batches of a process killed before it wrote them', async () => {
    const start = bucketStart('5m', Date.now() - 3_600_000);
    // A second process stores samples and dies before its rollup flush.
    const doomed = new IngestService(fx.database, {
      rollupIntervalMs: 3_600_000,
      sweepIntervalMs: 3_600_000,
    });
    const samples = Array.from({ length: 50 }, (_, i) => ({
      ts: start + i * 30_000,
      values: { soc: i, energy: 100 + i * (i === 25 ? -90 : 1) },
    }));
    await doomed.uplink(
      'meter-3',
      'telemetry',
      Buffer.from(JSON.stringify({ samples: samples.slice(0, 30) })),
      Date.now(),
    );
    // It merged the 5-minute level of its first batch, then stored a second batch and died.
    await doomed.flushRollups(['5m']);
    await doomed.uplink(
      'meter-3',
      'telemetry',
      Buffer.from(JSON.stringify({ samples: samples.slice(30) })),
      Date.now(),
    );
    expect(await readRollups(fx.database.db, '1h', 'meter-3')).toEqual([]);
    // The live process's sweep finds the abandoned batch and rebuilds its rollups exactly once.
    expect(await fx.ingest.sweep(0)).toBe(2);
    expect(await fx.ingest.sweep(0)).toBe(0);
    await expectRollupsMatchRaw('meter-3', 0);
  });
});
