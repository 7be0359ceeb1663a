import { type BucketStats, newStats } from './rollup-math';

/**
 * A rollup row holds every numeric point of one device and bucket:
 * `{ point: [count, sum, min, max, first, first_ts, last, last_ts, delta] }` (times in epoch ms,
 * delta null unless the point is cumulative). One row per device and bucket instead of one per
 * point: rollup writes are the dominant cost of ingest, and they scale with rows.
 * A bucket of one sample (every 5-minute bucket of data sent every 15 minutes, such as a backfill)
 * is written `[value, ts]`, or `[value, ts, delta]` for a counter: a third of the bytes.
 */
type FullStats = [number, number, number, number, number, number, number, number, number | null];
type OneSampleStats = [value: number, ts: number] | [value: number, ts: number, delta: number];
export type EncodedStats = FullStats | OneSampleStats;

export function encodeStats(stats: BucketStats): EncodedStats {
  const v = stats.first;
  if (
    stats.count === 1 &&
    !stats.stale &&
    stats.sum === v &&
    stats.min === v &&
    stats.max === v &&
    stats.last === v &&
    stats.lastTs === stats.firstTs &&
    (stats.delta === null || stats.delta === 0)
  ) {
    return stats.delta === null ? [v, stats.firstTs] : [v, stats.firstTs, stats.delta];
  }
  return [
    stats.count,
    stats.sum,
    stats.min,
    stats.max,
    stats.first,
    stats.firstTs,
    stats.last,
    stats.lastTs,
    stats.delta,
  ];
}

export function decodeStats(encoded: EncodedStats): BucketStats {
  if (encoded.length < 9) {
    // Written only for one sample with no increase (a gauge's null, a counter's 0).
    const [value, ts, delta] = encoded as [number, number, number?];
    return newStats(ts, value, delta !== undefined);
  }
  const [count, sum, min, max, first, firstTs, last, lastTs, delta] = encoded as FullStats;
  return { count, sum, min, max, first, firstTs, last, lastTs, delta, stale: false };
}
