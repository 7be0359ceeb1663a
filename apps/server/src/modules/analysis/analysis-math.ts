import type { BatteryDay, CellSnapshot, LaggingCellRank, MeterPeriod } from '@ies/contracts';
import type { CalendarBucket } from '../../platform/time/local-calendar';
import { counterStep } from '../../telemetry/rollup-math';
import type { SampleRow } from './analysis.repository';

/*
 * The analyses' arithmetic over raw samples, kept apart from reads and access so that tests can
 * check it against their own computation. Buckets come from the station's local calendar.
 */

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const nums = (value: unknown): number[] | null => {
  if (!Array.isArray(value) || value.length < 2) return null;
  return value.every((v) => typeof v === 'number' && Number.isFinite(v)) ? (value as number[]) : null;
};

/** The bucket index of `t` in ordered, contiguous buckets (-1 outside). */
function bucketIndex(buckets: readonly CalendarBucket[], t: number): number {
  let lo = 0;
  let hi = buckets.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const b = buckets[mid]!;
    if (t < b.start) hi = mid - 1;
    else if (t >= b.end) lo = mid + 1;
    else return mid;
  }
  return -1;
}

// ---------------------------------------------------------------- meters

/**
 * Per bucket: the opening reading (the last at or before its start, else the first inside), the
 * closing one (the last at or before its end: a reading at midnight closes the day) and the
 * increase between, a drop counting as a reset (counterStep). `readings` may start before the
 * first bucket.
 */
export function meterPeriods(readings: ReadonlyArray<[number, number]>, buckets: readonly CalendarBucket[]) {
  const periods: MeterPeriod[] = [];
  let i = 0;
  let last: number | null = null;
  for (const bucket of buckets) {
    while (i < readings.length && readings[i]![0] <= bucket.start) last = readings[i++]![1];
    const opening = last;
    let difference = 0;
    let resets = 0;
    while (i < readings.length && readings[i]![0] <= bucket.end) {
      const value = readings[i++]![1];
      if (last !== null) {
        if (value < last) resets++;
        difference += counterStep(last, value);
      }
      last = value;
    }
    periods.push({
      period: bucket.label,
      start: new Date(bucket.start).toISOString(),
      end: new Date(bucket.end).toISOString(),
      start_reading: opening ?? firstInside(readings, bucket),
      end_reading: last,
      difference: round(difference, 6),
      resets,
    });
  }
  return periods;
}

function firstInside(readings: ReadonlyArray<[number, number]>, bucket: CalendarBucket): number | null {
  const found = readings.find(([t]) => t > bucket.start && t <= bucket.end);
  return found ? found[1] : null;
}

// ---------------------------------------------------------------- cells

function snapshotOf(sample: SampleRow, voltages: number[]): CellSnapshot {
  const mean = voltages.reduce((a, b) => a + b, 0) / voltages.length;
  return {
    ts: new Date(sample.t).toISOString(),
    soc: num(sample.v.soc),
    mean_v: round(mean, 4),
    deviations_mv: voltages.map((v) => round((v - mean) * 1000, 2)),
  };
}

/**
 * Per local day, the cells at the end of charge (the cell sample at the day's highest SOC, the
 * first reaching it) and at the end of discharge (its lowest SOC).
 */
export function cellDays(samples: readonly SampleRow[], buckets: readonly CalendarBucket[]) {
  const days = buckets.map((b) => ({
    date: b.label,
    top: null as { s: SampleRow; v: number[]; soc: number } | null,
    bottom: null as { s: SampleRow; v: number[]; soc: number } | null,
  }));
  for (const s of samples) {
    const soc = num(s.v.soc);
    const voltages = nums(s.v.cell_voltages);
    const index = bucketIndex(buckets, s.t);
    if (soc === null || voltages === null || index < 0) continue;
    const day = days[index]!;
    if (!day.top || soc > day.top.soc) day.top = { s, v: voltages, soc };
    if (!day.bottom || soc < day.bottom.soc) day.bottom = { s, v: voltages, soc };
  }
  return days.map((d) => ({
    date: d.date,
    charge: d.top ? snapshotOf(d.top.s, d.top.v) : null,
    discharge: d.bottom ? snapshotOf(d.bottom.s, d.bottom.v) : null,
  }));
}

/** Cells by mean absolute deviation over every end of charge and discharge, largest first. */
export function rankCells(days: ReturnType<typeof cellDays>): {
  cellCount: number;
  ranking: LaggingCellRank[];
} {
  const cellCount = Math.max(
    0,
    ...days.flatMap((d) => [d.charge?.deviations_mv.length ?? 0, d.discharge?.deviations_mv.length ?? 0]),
  );
  const mean = (values: number[]) =>
    values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
  const ranking: LaggingCellRank[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const charge = days.flatMap((d) =>
      d.charge?.deviations_mv[cell] !== undefined ? [d.charge.deviations_mv[cell]!] : [],
    );
    const discharge = days.flatMap((d) =>
      d.discharge?.deviations_mv[cell] !== undefined ? [d.discharge.deviations_mv[cell]!] : [],
    );
    const all = [...charge, ...discharge].map(Math.abs);
    const c = mean(charge);
    const dc = mean(discharge);
    ranking.push({
      cell: cell + 1,
      charge_mv: c === null ? null : round(c, 2),
      discharge_mv: dc === null ? null : round(dc, 2),
      score_mv: round(mean(all) ?? 0, 2),
    });
  }
  ranking.sort((a, b) => b.score_mv - a.score_mv || a.cell - b.cell);
  return { cellCount, ranking };
}

// ---------------------------------------------------------------- battery

/** The spread (max − min) of a sample's cells: from its summary points, else from its array. */
function spreadOf(
  v: Record<string, unknown>,
  maxKey: string,
  minKey: string,
  arrayKey: string,
): number | null {
  const max = num(v[maxKey]);
  const min = num(v[minKey]);
  if (max !== null && min !== null) return max - min;
  const values = nums(v[arrayKey]);
  return values ? Math.max(...values) - Math.min(...values) : null;
}

/** Daily SOC, SOH, spreads and equivalent full cycles (discharge ÷ usable capacity). */
export function batteryDays(
  samples: readonly SampleRow[],
  buckets: readonly CalendarBucket[],
  discharge: readonly MeterPeriod[] | null,
  usableCapacityKwh: number,
): BatteryDay[] {
  const acc = buckets.map(() => ({
    n: 0,
    socs: [] as number[],
    soh: null as number | null,
    vSpread: null as number | null,
    tSpread: null as number | null,
  }));
  for (const s of samples) {
    const index = bucketIndex(buckets, s.t);
    if (index < 0) continue;
    const a = acc[index]!;
    a.n++;
    const soc = num(s.v.soc);
    if (soc !== null) a.socs.push(soc);
    a.soh = num(s.v.soh) ?? a.soh;
    const v = spreadOf(s.v, 'max_cell_voltage', 'min_cell_voltage', 'cell_voltages');
    if (v !== null) a.vSpread = Math.max(a.vSpread ?? v, v);
    const t = spreadOf(s.v, 'max_cell_temperature', 'min_cell_temperature', 'cell_temperatures');
    if (t !== null) a.tSpread = Math.max(a.tSpread ?? t, t);
  }
  return buckets.map((b, i) => {
    const a = acc[i]!;
    const energy = discharge?.[i];
    const kwh = energy && energy.end_reading !== null ? energy.difference : null;
    return {
      date: b.label,
      samples: a.n,
      soc_min: a.socs.length ? Math.min(...a.socs) : null,
      soc_avg: a.socs.length ? round(a.socs.reduce((x, y) => x + y, 0) / a.socs.length, 2) : null,
      soc_max: a.socs.length ? Math.max(...a.socs) : null,
      soh: a.soh,
      discharge_kwh: kwh === null ? null : round(kwh, 3),
      cycles: kwh === null || usableCapacityKwh <= 0 ? null : round(kwh / usableCapacityKwh, 4),
      voltage_spread_mv: a.vSpread === null ? null : round(a.vSpread * 1000, 1),
      temperature_spread_c: a.tSpread === null ? null : round(a.tSpread, 2),
    };
  });
}
