import { bucketIncreases, type CounterBucket } from '../../telemetry/rollup-math';
import type { EnergyBucket } from './revenue-math';
import type { CounterRollup } from './revenue.repository';

/** The counters of the standard types per flow (the same points as the station figures). */
export const FLOW_COUNTERS = {
  charge: 'charge_kwh',
  discharge: 'discharge_kwh',
  pv: 'generation_kwh',
  import: 'import_kwh',
  export: 'export_kwh',
  load: 'load_kwh',
} as const satisfies Record<Exclude<keyof EnergyBucket, 'start'>, string>;

/**
 * Energy per 5-minute bucket from [fromMs, …), summed over devices: each device's counter
 * increases per bucket (telemetry/rollup-math bucketIncreases: resets, gaps and readings on a
 * bucket's start as everywhere else); rollups before fromMs only give the reading to start from.
 */
export function energyBuckets(rollups: readonly CounterRollup[], fromMs: number): EnergyBucket[] {
  const out = new Map<number, EnergyBucket>();
  const at = (start: number) => {
    let b = out.get(start);
    if (!b) {
      b = { start, charge: 0, discharge: 0, import: 0, export: 0, pv: 0, load: 0 };
      out.set(start, b);
    }
    return b;
  };
  const byDevice = new Map<string, CounterRollup[]>();
  for (const r of rollups) {
    const list = byDevice.get(r.deviceId);
    if (list) list.push(r);
    else byDevice.set(r.deviceId, [r]);
  }
  const flows = Object.entries(FLOW_COUNTERS) as Array<[keyof typeof FLOW_COUNTERS, string]>;
  for (const list of byDevice.values()) {
    list.sort((a, b) => a.bucket - b.bucket);
    for (const [flow, point] of flows) {
      let previousLast: number | undefined;
      const inRange: CounterBucket[] = [];
      const starts: number[] = [];
      for (const r of list) {
        const stats = r.points[point];
        if (!stats) continue;
        if (r.bucket < fromMs) previousLast = stats.last;
        else {
          inRange.push({
            first: stats.first,
            last: stats.last,
            delta: stats.delta,
            firstAtStart: stats.firstTs === r.bucket,
          });
          starts.push(r.bucket);
        }
      }
      if (inRange.length === 0) continue;
      const increases = bucketIncreases(inRange, previousLast);
      for (let i = 0; i < starts.length; i++) at(starts[i]!)[flow] += increases[i] ?? 0;
    }
  }
  return [...out.values()].sort((a, b) => a.start - b.start);
}

/** The time a bucket's energy was measured over (epoch ms), as energyBuckets books it. */
export interface MeasuredSpan {
  from: number;
  to: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Per bucket from fromMs on, the span its energy was measured over — from the reading before the
 * first step booked to it to the reading closing its last (the same bookkeeping as
 * bucketIncreases: a reading on a bucket's start closes the bucket before). Readings every
 * 15 minutes give 15-minute spans on every third bucket, every 5 s 5-minute spans, a gap one span
 * over the gap. Per bucket the median over the counters that measured something there, so a
 * device late with one reading does not stretch the station's step.
 */
export function measuredSpans(rollups: readonly CounterRollup[], fromMs: number): Map<number, MeasuredSpan> {
  const perBucket = new Map<number, { from: number[]; length: number[] }>();
  const byDevice = new Map<string, CounterRollup[]>();
  for (const r of rollups) {
    const list = byDevice.get(r.deviceId);
    if (list) list.push(r);
    else byDevice.set(r.deviceId, [r]);
  }
  for (const list of byDevice.values()) {
    list.sort((a, b) => a.bucket - b.bucket);
    for (const point of Object.values(FLOW_COUNTERS)) {
      const withPoint = list.filter((r) => r.points[point]);
      let previousLastTs: number | undefined;
      withPoint.forEach((r, i) => {
        const stats = r.points[point]!;
        const before = previousLastTs;
        previousLastTs = stats.lastTs;
        if (r.bucket < fromMs) return;
        const atStart = stats.firstTs === r.bucket;
        // The first bucket in range never gets the step onto its own start (it closes a bucket before the range).
        const from = atStart || before === undefined ? stats.firstTs : before;
        const next = withPoint[i + 1]?.points[point];
        const to = next && next.firstTs === withPoint[i + 1]!.bucket ? next.firstTs : stats.lastTs;
        if (to <= from) return;
        let acc = perBucket.get(r.bucket);
        if (!acc) {
          acc = { from: [], length: [] };
          perBucket.set(r.bucket, acc);
        }
        acc.from.push(from);
        acc.length.push(to - from);
      });
    }
  }
  const out = new Map<number, MeasuredSpan>();
  for (const [bucket, acc] of [...perBucket].sort((a, b) => a[0] - b[0])) {
    const from = median(acc.from);
    out.set(bucket, { from, to: from + median(acc.length) });
  }
  return out;
}
