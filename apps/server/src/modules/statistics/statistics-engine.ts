import type { StatisticCompute, StatisticMethod } from '@ies/contracts';
import type { CalendarBucket } from '../../platform/time/local-calendar';
import { type BucketStats, counterStep } from '../../telemetry/rollup-math';

/*
 * The statistics methods (docs/statistics.md), pure: a device's samples arrive as time-ordered,
 * non-overlapping parts — rollup buckets aligned with the calendar buckets, or single raw samples —
 * and are reduced per calendar bucket. Both sources give the same figures, exactly.
 */

/** A rollup bucket (or one raw sample) starting at `start`; parts never overlap. */
export interface Part {
  start: number;
  stats: BucketStats;
}

export interface DeviceParts {
  /** Time-ordered; may run past the last bucket's end (a sample on the end is its cut-off value). */
  parts: readonly Part[];
  /** A cumulative counter (accumulated subtraction is then reset-aware). */
  cumulative: boolean;
  /** The last value before the first bucket, for the latest cut-off value of empty buckets. */
  before?: number | null;
}

/** The method's value of each bucket for one device; null where the bucket has no value. */
export function reduceDevice(
  method: StatisticMethod,
  buckets: readonly CalendarBucket[],
  input: DeviceParts,
): Array<number | null> {
  const { parts } = input;
  const out: Array<number | null> = [];
  let i = 0;
  // Carried forward for the latest cut-off value: the last value seen so far.
  let carried: number | null = input.before ?? null;
  for (const bucket of buckets) {
    while (i < parts.length && parts[i]!.start < bucket.start) carried = parts[i++]!.stats.last;
    const inside: BucketStats[] = [];
    while (i < parts.length && parts[i]!.start < bucket.end) inside.push(parts[i++]!.stats);
    if (inside.length > 0) carried = inside[inside.length - 1]!.last;
    if (method === 'last') {
      // "At or before the bucket end": a sample stamped exactly on the end closes this bucket.
      const next = parts[i];
      out.push(next && next.stats.firstTs === bucket.end ? next.stats.first : carried);
      continue;
    }
    out.push(reduceStats(method, inside, input.cumulative));
  }
  return out;
}

/** sum, avg, max, min or diff of one bucket's parts (time-ordered); null when there are none. */
export function reduceStats(
  method: Exclude<StatisticMethod, 'last'>,
  inside: readonly BucketStats[],
  cumulative: boolean,
): number | null {
  if (inside.length === 0) return null;
  switch (method) {
    case 'sum':
      return inside.reduce((s, x) => s + x.sum, 0);
    case 'avg': {
      const count = inside.reduce((s, x) => s + x.count, 0);
      return inside.reduce((s, x) => s + x.sum, 0) / count;
    }
    case 'max':
      return Math.max(...inside.map((x) => x.max));
    case 'min':
      return Math.min(...inside.map((x) => x.min));
    case 'diff':
      return cumulative ? counterIncrease(inside) : inside[inside.length - 1]!.last - inside[0]!.first;
  }
}

/** A counter's increase over consecutive parts: their own increases plus the steps between them, resets counting from the new value. */
function counterIncrease(inside: readonly BucketStats[]): number {
  let total = 0;
  let previous: BucketStats | undefined;
  for (const part of inside) {
    total += part.delta ?? 0;
    if (previous) total += counterStep(previous.last, part.first);
    previous = part;
  }
  return total;
}

/** Combines the values of several devices (or stations) of one bucket; nulls are left out. */
export function combine(compute: StatisticCompute, values: ReadonlyArray<number | null>): number | null {
  const present = values.filter((v): v is number => v !== null);
  if (present.length === 0) return null;
  switch (compute) {
    case 'sum':
      return present.reduce((s, v) => s + v, 0);
    case 'avg':
      return present.reduce((s, v) => s + v, 0) / present.length;
    case 'max':
      return Math.max(...present);
    case 'min':
      return Math.min(...present);
  }
}

/** How devices combine when the caller does not say: summed, except averages, maxima and minima. */
export function defaultCompute(method: StatisticMethod): StatisticCompute {
  if (method === 'avg' || method === 'max' || method === 'min') return method;
  return 'sum';
}

/** (value − base) / |base| in percent; null without both, or when the base is 0. */
export function changeRate(value: number | null, base: number | null): number | null {
  if (value === null || base === null || base === 0) return null;
  return ((value - base) / Math.abs(base)) * 100;
}
