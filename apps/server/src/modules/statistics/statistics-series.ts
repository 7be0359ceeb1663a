import type { StatisticBucket, StatisticCompute, StatisticMethod, StatisticSeries } from '@ies/contracts';
import {
  type CalendarBucket,
  type CalendarUnit,
  bucketsBetween,
  instantOfLocal,
  type StationZone,
} from '../../platform/time/local-calendar';
import { changeRate, combine, type DeviceParts, reduceDevice } from './statistics-engine';

/** A calendar range given as wall-clock times, read in each station's own zone. */
export interface WallRange {
  from: WallTime;
  to: WallTime;
}
export type WallTime = [year: number, month: number, day: number, hour: number, minute: number];

/** The wall-clock fields of an ISO date-time as written (its offset is not applied). */
export function wallOf(iso: string): WallTime {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!m) throw new Error(`not an ISO date-time: ${iso}`);
  return [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])];
}

/** The station's calendar buckets covering the wall-clock range. */
export function bucketsOf(zone: StationZone, range: WallRange, unit: CalendarUnit): CalendarBucket[] {
  const from = instantOfLocal(zone, ...range.from);
  const to = instantOfLocal(zone, ...range.to);
  return bucketsBetween(zone, from, to, unit);
}

/** One series (a station, a device or all of them): values per bucket and the total. */
export interface Values {
  buckets: readonly CalendarBucket[];
  values: Array<number | null>;
  total: number | null;
}

/** A group of devices reduced by the method, then combined per bucket by `compute`. */
export function groupValues(
  method: StatisticMethod,
  compute: StatisticCompute,
  buckets: readonly CalendarBucket[],
  devices: readonly DeviceParts[],
): Values {
  const perDevice = devices.map((d) => reduceDevice(method, buckets, d));
  const values = buckets.map((_, i) =>
    combine(
      compute,
      perDevice.map((v) => v[i]!),
    ),
  );
  const whole =
    buckets.length === 0
      ? []
      : [{ start: buckets[0]!.start, end: buckets[buckets.length - 1]!.end, label: '' }];
  const total = combine(
    compute,
    devices.map((d) => reduceDevice(method, whole, d)[0] ?? null),
  );
  return { buckets, values, total };
}

/** Combines several series by bucket label (stations in different zones keep their own instants). */
export function combineByLabel(
  compute: StatisticCompute,
  series: readonly Values[],
  totals: boolean,
): Values {
  const byLabel = new Map<string, { bucket: CalendarBucket; values: Array<number | null> }>();
  for (const s of series) {
    s.buckets.forEach((bucket, i) => {
      const entry = byLabel.get(bucket.label) ?? { bucket, values: [] };
      entry.values.push(s.values[i]!);
      byLabel.set(bucket.label, entry);
    });
  }
  const labels = [...byLabel.keys()].sort();
  return {
    buckets: labels.map((l) => byLabel.get(l)!.bucket),
    values: labels.map((l) => combine(compute, byLabel.get(l)!.values)),
    total: totals
      ? combine(
          compute,
          series.map((s) => s.total),
        )
      : null,
  };
}

/** Every station's reporting and base series combined into one of each (the base when asked). */
export function combinePeriods(
  compute: StatisticCompute,
  figures: ReadonlyArray<{ current: Values; base?: Values }>,
  withBase: boolean,
): { overall: Values; overallBase?: Values } {
  const overall = combineByLabel(
    compute,
    figures.map((f) => f.current),
    true,
  );
  const overallBase = withBase
    ? combineByLabel(
        compute,
        figures.map((f) => f.base!),
        true,
      )
    : undefined;
  return { overall, overallBase };
}

/** The answer's series: reporting buckets beside the base period's, paired by position. */
export function presentSeries(current: Values, base?: Values): StatisticSeries {
  const buckets: StatisticBucket[] = current.buckets.map((bucket, i) => {
    const baseBucket = base?.buckets[i];
    const baseValue = base && baseBucket ? base.values[i]! : null;
    const value = current.values[i]!;
    return {
      label: bucket.label,
      start: new Date(bucket.start).toISOString(),
      end: new Date(bucket.end).toISOString(),
      value,
      base_label: baseBucket?.label ?? null,
      base_value: baseValue,
      change_rate: changeRate(value, baseValue),
    };
  });
  const baseTotal = base ? base.total : null;
  return {
    buckets,
    total: current.total,
    base_total: baseTotal,
    change_rate: changeRate(current.total, baseTotal),
  };
}
