import type { ReportRow } from '@ies/contracts';
import type { CalendarBucket } from '../../platform/time/local-calendar';

/*
 * The shape every energy report answers in: one row per local bucket, the totals row, and the
 * base period's bucket of the same index beside each with the change rate. Pure functions.
 */

export type Figures = Record<string, number>;

/** Columns whose total is not a sum: computed again from the summed columns. */
export type Derive = (sums: Figures) => Figures;

const round = (x: number) => Math.round(x * 1e4) / 1e4;
const rounded = (f: Figures): Figures => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, round(v)]));

/** (value − base) / |base|, 4 decimals; null when the base is 0 (no rate from nothing). */
export function changeRate(value: number, base: number): number | null {
  if (base === 0) return null;
  return round((value - base) / Math.abs(base));
}

function changes(values: Figures, base: Figures): Record<string, number | null> {
  return Object.fromEntries(Object.keys(values).map((k) => [k, changeRate(values[k]!, base[k] ?? 0)]));
}

export function sumFigures(list: readonly Figures[], keys: readonly string[], derive?: Derive): Figures {
  const sums: Figures = Object.fromEntries(keys.map((k) => [k, 0]));
  for (const f of list) for (const k of keys) sums[k]! += f[k] ?? 0;
  return derive ? { ...sums, ...derive(sums) } : sums;
}

export interface Period {
  buckets: CalendarBucket[];
  values: Figures[];
}

/** Rows and totals of a reporting period beside its base period (null: no comparison). */
export function reportRows(
  report: Period,
  base: Period | null,
  keys: readonly string[],
  derive?: Derive,
): { rows: ReportRow[]; total: ReportRow } {
  const rows = report.buckets.map((bucket, i): ReportRow => {
    const values = report.values[i]!;
    const baseBucket = base?.buckets[i];
    const baseValues = baseBucket ? base!.values[i]! : null;
    return {
      label: bucket.label,
      start: new Date(bucket.start).toISOString(),
      values: rounded(values),
      base_label: baseBucket?.label ?? null,
      base_values: baseValues ? rounded(baseValues) : null,
      change: baseValues ? changes(values, baseValues) : null,
    };
  });
  const values = sumFigures(report.values, keys, derive);
  const baseValues = base ? sumFigures(base.values, keys, derive) : null;
  const first = report.buckets[0];
  const last = report.buckets.at(-1);
  const total: ReportRow = {
    label: first && last ? `${first.label} – ${last.label}` : '',
    start: first ? new Date(first.start).toISOString() : '',
    values: rounded(values),
    base_label: base?.buckets.length ? `${base.buckets[0]!.label} – ${base.buckets.at(-1)!.label}` : null,
    base_values: baseValues ? rounded(baseValues) : null,
    change: baseValues ? changes(values, baseValues) : null,
  };
  return { rows, total };
}

/**
 * Adds each item to the bucket holding its instant; buckets and items both sorted by time.
 * Items outside every bucket are left out.
 */
export function intoBuckets<T extends { start: number }>(
  buckets: readonly CalendarBucket[],
  items: readonly T[],
  add: (into: Figures, item: T) => void,
  empty: () => Figures,
): Figures[] {
  const out = buckets.map(() => empty());
  let i = 0;
  for (const item of items) {
    while (i < buckets.length && item.start >= buckets[i]!.end) i++;
    if (i >= buckets.length) break;
    if (item.start >= buckets[i]!.start) add(out[i]!, item);
  }
  return out;
}

/** The label a local date (YYYY-MM-DD) has in a day, week, month or year bucket. */
export function dateLabel(date: string, unit: 'day' | 'week' | 'month' | 'year'): string {
  if (unit === 'day') return date;
  if (unit === 'month') return date.slice(0, 7);
  if (unit === 'year') return date.slice(0, 4);
  const d = new Date(`${date}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** The local dates from `start` to `end`, inclusive. */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
