/*
 * Rollup arithmetic, shared by ingest (partial aggregates merged into the rollup tables) and by
 * recomputation from raw samples. Everything here is pure.
 */

export const ROLLUP_LEVELS = ['5m', '1h', '1d'] as const;
export type RollupLevel = (typeof ROLLUP_LEVELS)[number];

export const LEVEL_WIDTH_MS: Record<RollupLevel, number> = {
  '5m': 5 * 60_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
};

/** Start (epoch ms) of the bucket holding `ts`; day buckets start at the device's local midnight. */
export function bucketStart(level: RollupLevel, ts: number, tzOffsetMinutes = 0): number {
  const width = LEVEL_WIDTH_MS[level];
  const shift = level === '1d' ? tzOffsetMinutes * 60_000 : 0;
  return Math.floor((ts + shift) / width) * width - shift;
}

export interface BucketStats {
  count: number;
  sum: number;
  min: number;
  max: number;
  first: number;
  firstTs: number;
  last: number;
  lastTs: number;
  /** Cumulative points only: the counter's increase between the bucket's first and last sample. */
  delta: number | null;
  /** The counter delta could not be kept exact (a reading arrived between others): recompute from raw. */
  stale: boolean;
}

/**
 * Increase of a counter from one reading to the next. A drop is a reset (meter replaced or
 * restarted): counting starts again from the new value, so the step itself adds nothing.
 */
export function counterStep(previous: number, next: number): number {
  return next >= previous ? next - previous : 0;
}

export function newStats(ts: number, value: number, cumulative: boolean): BucketStats {
  return {
    count: 1,
    sum: value,
    min: value,
    max: value,
    first: value,
    firstTs: ts,
    last: value,
    lastTs: ts,
    delta: cumulative ? 0 : null,
    stale: false,
  };
}

/** Adds one sample (never the same ts twice: duplicates are dropped before this). */
export function addValue(stats: BucketStats, ts: number, value: number): void {
  stats.count += 1;
  stats.sum += value;
  if (value < stats.min) stats.min = value;
  if (value > stats.max) stats.max = value;
  if (ts > stats.lastTs) {
    if (stats.delta !== null) stats.delta += counterStep(stats.last, value);
    stats.last = value;
    stats.lastTs = ts;
  } else if (ts < stats.firstTs) {
    if (stats.delta !== null) stats.delta += counterStep(value, stats.first);
    stats.first = value;
    stats.firstTs = ts;
  } else if (stats.delta !== null) {
    // Between two known readings: the counter steps around it are no longer known here.
    stats.stale = true;
  }
}

/** Merges two aggregates of disjoint sample sets of one bucket (the SQL upsert does the same). */
export function mergeStats(a: BucketStats, b: BucketStats): BucketStats {
  let delta: number | null = null;
  let stale = a.stale || b.stale;
  if (a.delta !== null && b.delta !== null) {
    if (b.firstTs > a.lastTs) delta = a.delta + b.delta + counterStep(a.last, b.first);
    else if (b.lastTs < a.firstTs) delta = a.delta + b.delta + counterStep(b.last, a.first);
    else {
      delta = a.delta;
      stale = true;
    }
  }
  const firstFromB = b.firstTs < a.firstTs;
  const lastFromB = b.lastTs > a.lastTs;
  return {
    count: a.count + b.count,
    sum: a.sum + b.sum,
    min: Math.min(a.min, b.min),
    max: Math.max(a.max, b.max),
    first: firstFromB ? b.first : a.first,
    firstTs: firstFromB ? b.firstTs : a.firstTs,
    last: lastFromB ? b.last : a.last,
    lastTs: lastFromB ? b.lastTs : a.lastTs,
    delta,
    stale,
  };
}

/** Exact aggregate of a bucket's samples, in any order (the reference the rollups must equal). */
export function statsFromSamples(
  samples: ReadonlyArray<readonly [ts: number, value: number]>,
  cumulative: boolean,
): BucketStats | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((x, y) => x[0] - y[0]);
  const [ts0, v0] = sorted[0]!;
  const stats = newStats(ts0, v0, cumulative);
  for (let i = 1; i < sorted.length; i++) {
    const [ts, v] = sorted[i]!;
    addValue(stats, ts, v);
  }
  return stats;
}

export interface CounterBucket {
  first: number;
  last: number;
  delta: number | null;
  /**
   * The first reading lies exactly on the bucket's start. Devices stamp a reading at the end of
   * the interval it measured, so that reading closes the previous bucket: the step up to it
   * belongs there (a day's energy then equals the meter at midnight minus the meter at midnight).
   */
  firstAtStart?: boolean;
}

/**
 * Increase of a counter per bucket, buckets in time order: the bucket's own delta plus the step
 * from the previous non-empty bucket's last reading to this bucket's first one. The step across a
 * gap (no samples for a while) goes to the bucket after the gap: the meter counted it by then —
 * unless the first reading sits on the bucket's start, when it goes to the bucket before.
 * `previousLast` is the reading before the first bucket, when known.
 */
export function bucketIncreases(buckets: readonly CounterBucket[], previousLast?: number): number[] {
  let last = previousLast;
  const increases: number[] = [];
  buckets.forEach((bucket, index) => {
    const bridge = last === undefined ? 0 : counterStep(last, bucket.first);
    last = bucket.last;
    increases.push(bucket.delta ?? 0);
    if (!bucket.firstAtStart) increases[index]! += bridge;
    else if (index > 0) increases[index - 1]! += bridge;
  });
  return increases;
}

/** Total increase of a counter over buckets in time order. */
export function counterIncrease(buckets: readonly CounterBucket[], previousLast?: number): number {
  return bucketIncreases(buckets, previousLast).reduce((total, x) => total + x, 0);
}
