import { describe, expect, it } from 'vitest';
import {
  addValue,
  bucketIncreases,
  bucketStart,
  counterIncrease,
  counterStep,
  mergeStats,
  newStats,
  statsFromSamples,
} from './rollup-math';

const H = 3_600_000;
const DAY = 24 * H;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('bucketStart', () => {
  it('cuts 5-minute and hour buckets in UTC', () => {
    const ts = Date.UTC(2026, 2, 1, 10, 17, 42, 5);
    expect(bucketStart('5m', ts)).toBe(Date.UTC(2026, 2, 1, 10, 15));
    expect(bucketStart('1h', ts, 480)).toBe(Date.UTC(2026, 2, 1, 10));
  });

  it("starts day buckets at the device's local midnight", () => {
    // 2026-03-01 20:00 UTC is already 2026-03-02 04:00 at UTC+8.
    const ts = Date.UTC(2026, 2, 1, 20);
    expect(bucketStart('1d', ts, 0)).toBe(Date.UTC(2026, 2, 1));
    expect(bucketStart('1d', ts, 480)).toBe(Date.UTC(2026, 2, 1, 16));
    expect(bucketStart('1d', ts, -300)).toBe(Date.UTC(2026, 2, 1, 5));
  });
});

describe('counters', () => {
  it('treats a drop as a reset and counts on from the new value', () => {
    expect(counterStep(10, 15)).toBe(5);
    expect(counterStep(1000, 3)).toBe(0);
    const stats = statsFromSamples(
      [
        [1, 100],
        [2, 110],
        [3, 5], // reset
        [4, 12],
        [5, 12],
      ],
      true,
    );
    expect(stats?.delta).toBe(10 + 7);
    expect([stats?.first, stats?.last, stats?.min, stats?.max]).toEqual([100, 12, 5, 110]);
  });

  it('adds the step across a gap to the bucket after it', () => {
    const buckets = [
      { first: 100, last: 110, delta: 10 },
      // hours without samples, then:
      { first: 150, last: 155, delta: 5 },
      { first: 2, last: 4, delta: 2 }, // reset between buckets
    ];
    expect(bucketIncreases(buckets)).toEqual([10, 40 + 5, 2]);
    expect(bucketIncreases(buckets, 90)).toEqual([20, 45, 2]);
    expect(counterIncrease(buckets, 90)).toBe(67);
    // A reading on a bucket's start closes the bucket before: the step up to it is counted there.
    const closing = [buckets[0]!, { ...buckets[1]!, firstAtStart: true }, buckets[2]!];
    expect(bucketIncreases(closing)).toEqual([10 + 40, 5, 2]);
    expect(bucketIncreases(closing, 90)).toEqual([20 + 40, 5, 2]);
  });

  it('marks a bucket stale when a sample falls between known ones', () => {
    const stats = newStats(10, 1, true);
    addValue(stats, 30, 3);
    addValue(stats, 5, 0.5); // before the first: still exact
    expect(stats.stale).toBe(false);
    expect(stats.delta).toBe(2.5);
    addValue(stats, 20, 2);
    expect(stats.stale).toBe(true);
    expect(stats.count).toBe(4);
  });
});

describe('mergeStats', () => {
  it('equals the aggregate of all samples for disjoint time ranges, in either order', () => {
    const next = random(7);
    for (let round = 0; round < 200; round++) {
      const n = 2 + Math.floor(next() * 30);
      let value = 1000;
      const samples: Array<[number, number]> = [];
      for (let i = 0; i < n; i++) {
        value = next() < 0.1 ? next() * 10 : value + next() * 5; // with resets
        samples.push([i * 1000, Math.round(value * 100) / 100]);
      }
      const cut = 1 + Math.floor(next() * (n - 1));
      const a = statsFromSamples(samples.slice(0, cut), true)!;
      const b = statsFromSamples(samples.slice(cut), true)!;
      const whole = statsFromSamples(samples, true)!;
      for (const merged of [mergeStats(a, b), mergeStats(b, a)]) {
        expect(merged.stale).toBe(false);
        expect(merged.count).toBe(whole.count);
        expect(merged.sum).toBeCloseTo(whole.sum, 6);
        expect(merged.delta).toBeCloseTo(whole.delta!, 6);
        expect([merged.min, merged.max, merged.first, merged.last]).toEqual([
          whole.min,
          whole.max,
          whole.first,
          whole.last,
        ]);
      }
    }
  });

  it('marks interleaved parts stale and keeps the order-free statistics exact', () => {
    const a = statsFromSamples(
      [
        [0, 1],
        [20, 3],
      ],
      true,
    )!;
    const b = statsFromSamples([[10, 2]], true)!;
    const merged = mergeStats(a, b);
    expect(merged.stale).toBe(true);
    expect([merged.count, merged.sum, merged.min, merged.max]).toEqual([3, 6, 1, 3]);
  });

  it('leaves delta null for points that are not counters', () => {
    const merged = mergeStats(newStats(1, 5, false), newStats(2, 7, false));
    expect(merged.delta).toBeNull();
    expect(merged.stale).toBe(false);
  });

  it('puts a day of 5-minute samples into 288 buckets and one day', () => {
    const start = Date.UTC(2026, 0, 1) - 8 * H; // local midnight at UTC+8
    const buckets = new Set<number>();
    const days = new Set<number>();
    for (let t = start; t < start + DAY; t += 300_000) {
      buckets.add(bucketStart('5m', t));
      days.add(bucketStart('1d', t, 480));
    }
    expect(buckets.size).toBe(288);
    expect([...days]).toEqual([start]);
  });
});
