import type { PricePeriodProperty } from '@ies/contracts';
import { counterStep } from '../../telemetry/rollup-math';
import { period } from '../prices/prices-test-helpers';

/*
 * A backfilled station's raw telemetry for the energy-report tests, and the independent
 * computation from it: each counter step of the samples booked to the 5-minute interval it
 * closes, summed by hand per local day, hour and price band.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const STEP = 5 * 60_000;

export type Sample = { ts: number; values: Record<string, number> };
export type Flows = Record<'charge' | 'discharge' | 'import' | 'export' | 'pv' | 'load', number>;
export interface Telemetry {
  pcs: Sample[];
  meter: Sample[];
  pv: Sample[];
  load: Sample[];
}

/** Five bands over the local day (the tariff the station is priced with). */
export const BANDS = [
  period('deep_valley', '00:00', '06:00', 0.11),
  period('valley', '06:00', '08:00', 0.27),
  period('flat', '08:00', '10:00', 0.53),
  period('peak', '10:00', '18:00', 0.97),
  period('sharp', '18:00', '21:00', 1.31),
  period('valley', '21:00', '23:59', 0.27),
];
export function bandOfHour(hour: number): { band: PricePeriodProperty; price: number } {
  if (hour < 6) return { band: 'deep_valley', price: 0.11 };
  if (hour < 8) return { band: 'valley', price: 0.27 };
  if (hour < 10) return { band: 'flat', price: 0.53 };
  if (hour < 18) return { band: 'peak', price: 0.97 };
  if (hour < 21) return { band: 'sharp', price: 1.31 };
  return { band: 'valley', price: 0.27 };
}

/**
 * Readings every 5 minutes over [from, to) at a station of offset `tzHours`, with a gap of two
 * hours without any reading on the second day and the PCS charge counter reset (to 0.5) on the
 * second day's afternoon.
 */
export function telemetry(from: number, to: number, tzHours: number): Telemetry {
  const out: Telemetry = { pcs: [], meter: [], pv: [], load: [] };
  const c = { charge: 100, discharge: 50, imp: 1000, exp: 5, gen: 10, load: 300 };
  const gap = { from: from + DAY + 3 * HOUR, to: from + DAY + 5 * HOUR };
  const reset = from + DAY + 14 * HOUR;
  for (let ts = from, i = 0; ts < to; ts += STEP, i++) {
    const hour = new Date(ts + tzHours * HOUR - STEP).getUTCHours();
    const wobble = ((i * 7919) % 97) / 131;
    if (hour < 6 || hour >= 22) c.charge += 3.7 + wobble;
    if (hour >= 10 && hour < 21) c.discharge += 2.9 + wobble / 3;
    if (hour >= 7 && hour < 17) c.gen += 1.7 + wobble;
    c.imp += (hour < 6 ? 6.1 : 1.3) + wobble / 7;
    if (hour >= 9 && hour < 14) c.exp += 0.45 + wobble / 11;
    c.load += 4.2 + wobble / 5;
    if (ts === reset) c.charge = 0.5;
    if (ts >= gap.from && ts < gap.to) continue;
    out.pcs.push({ ts, values: { charge_kwh: c.charge, discharge_kwh: c.discharge } });
    out.meter.push({ ts, values: { import_kwh: c.imp, export_kwh: c.exp } });
    out.pv.push({ ts, values: { generation_kwh: c.gen } });
    out.load.push({ ts, values: { load_kwh: c.load } });
  }
  return out;
}

/** The energy per 5-minute interval (its start), from the counter steps of the samples. */
export function intervals(samples: Telemetry): Map<number, Flows> {
  const out = new Map<number, Flows>();
  const steps = (list: readonly Sample[], point: string, flow: keyof Flows) => {
    for (let i = 1; i < list.length; i++) {
      // Booked to the interval of the reading before (across a gap too: the rollups book it there).
      const start = list[i - 1]!.ts;
      const f = out.get(start) ?? { charge: 0, discharge: 0, import: 0, export: 0, pv: 0, load: 0 };
      f[flow] += counterStep(list[i - 1]!.values[point]!, list[i]!.values[point]!);
      out.set(start, f);
    }
  };
  steps(samples.pcs, 'charge_kwh', 'charge');
  steps(samples.pcs, 'discharge_kwh', 'discharge');
  steps(samples.meter, 'import_kwh', 'import');
  steps(samples.meter, 'export_kwh', 'export');
  steps(samples.pv, 'generation_kwh', 'pv');
  steps(samples.load, 'load_kwh', 'load');
  return out;
}

/** Sums of `pick` over the intervals starting in [from, to). */
export function sumOver(
  per: ReadonlyMap<number, Flows>,
  from: number,
  to: number,
  pick: (f: Flows, start: number) => Record<string, number>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [start, f] of per) {
    if (start < from || start >= to) continue;
    for (const [k, v] of Object.entries(pick(f, start))) out[k] = (out[k] ?? 0) + v;
  }
  return out;
}
