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
