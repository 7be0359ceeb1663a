import { bucketIncreases } from '../../telemetry/rollup-math';
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
  for (const r of rollups) byDevice.set(r.deviceId, [...(byDevice.get(r.deviceId) ?? []), r]);
  for (const list of byDevice.values()) {
    list.sort((a, b) => a.bucket - b.bucket);
    for (const [flow, point] of Object.entries(FLOW_COUNTERS) as Array<
      [keyof typeof FLOW_COUNTERS, string]
    >) {
      let previousLast: number | undefined;
      const inRange: Array<{
        start: number;
        first: number;
        last: number;
        delta: number | null;
        firstAtStart: boolean;
      }> = [];
      for (const r of list) {
        const stats = r.points[point];
        if (!stats) continue;
        if (r.bucket < fromMs) previousLast = stats.last;
        else inRange.push({ ...stats, start: r.bucket, firstAtStart: stats.firstTs === r.bucket });
      }
      const increases = bucketIncreases(inRange, previousLast);
      inRange.forEach((r, i) => {
        at(r.start)[flow] += increases[i] ?? 0;
      });
    }
  }
  return [...out.values()].sort((a, b) => a.start - b.start);
}
