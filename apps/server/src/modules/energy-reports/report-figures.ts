import { PRICE_PERIOD_PROPERTIES, type WeightUnit } from '@ies/contracts';
import type { CalendarBucket } from '../../platform/time/local-calendar';
import { type EnergyBucket, loadSplit } from '../revenue/revenue-math';
import type { ReportDay, StoredDay } from '../revenue/revenue-engine';
import { efficiency } from './report-columns';
import { dateLabel, type Figures, intoBuckets } from './report-grid';

/*
 * Each report's figures per local bucket (docs/energy-reports.md gives every definition):
 * from the 5-minute energy (electricity by charge–discharge, consumption) or from the stored
 * revenue days (per band, revenue, period analysis).
 */

const zero = (keys: readonly string[]) => () => Object.fromEntries(keys.map((k) => [k, 0])) as Figures;

const FLOWS = ['charge', 'discharge', 'pv', 'import', 'export', 'load'] as const;
/** Each flow with its band field (keys built once: a year of 100 stations adds a million of them). */
const FLOW_FIELDS = FLOWS.map((flow) => [flow, `${flow}_kwh`] as const);
const BAND_KEYS = PRICE_PERIOD_PROPERTIES.map((band) => ({
  band,
  charge: `${band}_charge`,
  discharge: `${band}_discharge`,
  revenue: `${band}_revenue`,
  kwh: `${band}_kwh`,
  cost: `${band}_cost`,
}));

export function electricityFromEnergy(buckets: readonly CalendarBucket[], energy: readonly EnergyBucket[]) {
  const out = intoBuckets(
    buckets,
    energy,
    (into, e) => {
      for (const flow of FLOWS) into[flow]! += e[flow];
    },
    zero(FLOWS),
  );
  return out.map((f) => ({ ...f, ...efficiency(f) }));
}

const CONSUMPTION = ['load', 'from_grid', 'from_pv', 'from_storage', 'co2_avoided'] as const;

/**
 * Load and where it came from, split per 5 minutes (revenue-math.ts `loadSplit`: PV used on site
 * first, then the battery, the grid the rest). CO₂ avoided: all PV generation × the station's
 * emission factor (exported PV displaces grid power too). Hours read this; days and longer read
 * the same split kept per stored day (`consumptionFromDays`).
 */
export function consumptionFromEnergy(
  buckets: readonly CalendarBucket[],
  energy: readonly EnergyBucket[],
  kgPerKwh: number,
  unit: WeightUnit,
) {
  const perUnit = unit === 'ton' ? kgPerKwh / 1000 : kgPerKwh;
  return intoBuckets(
    buckets,
    energy,
    (into, e) => {
      const split = loadSplit(e);
      into.load! += e.load;
      into.from_pv! += split.from_pv;
      into.from_storage! += split.from_storage;
      into.from_grid! += split.from_grid;
      into.co2_avoided! += e.pv * perUnit;
    },
    zero(CONSUMPTION),
  );
}

type DayUnit = 'day' | 'week' | 'month' | 'year';

/** Stored days added into the bucket of their local date. */
function daysInto<D extends StoredDay>(
  buckets: readonly CalendarBucket[],
  unit: DayUnit,
  days: ReadonlyMap<string, D>,
  add: (into: Figures, day: D) => void,
  keys: readonly string[],
): Figures[] {
  const index = new Map(buckets.map((b, i) => [b.label, i]));
  const out = buckets.map(zero(keys));
  for (const [date, day] of days) {
    const i = index.get(dateLabel(date, unit));
    if (i !== undefined) add(out[i]!, day);
  }
  return out;
}

/**
 * Charge–discharge figures per day bucket from the stored days: each day's energy by band, summed.
 * The same 5-minute energy the hourly figures add up, kept per local day (bench/reports: reading a
 * month of 5-minute energy per station was nearly all of this report's time).
 */
export function electricityFromDays(
  buckets: readonly CalendarBucket[],
  unit: DayUnit,
  days: ReadonlyMap<string, StoredDay>,
) {
  return daysInto(
    buckets,
    unit,
    days,
    (into, day) => {
      for (const band of PRICE_PERIOD_PROPERTIES) {
        const f = day.bands[band];
        for (const [flow, field] of FLOW_FIELDS) into[flow]! += f[field];
      }
    },
    FLOWS,
  ).map((f) => ({ ...f, ...efficiency(f) }));
}

export function electricityByBand(
  buckets: readonly CalendarBucket[],
  unit: DayUnit,
  days: ReadonlyMap<string, StoredDay>,
) {
  const keys = [
    ...PRICE_PERIOD_PROPERTIES.flatMap((b) => [`${b}_charge`, `${b}_discharge`]),
    'charge',
    'discharge',
  ];
  return daysInto(
    buckets,
    unit,
    days,
    (into, day) => {
      for (const k of BAND_KEYS) {
        const f = day.bands[k.band];
        into[k.charge]! += f.charge_kwh;
        into[k.discharge]! += f.discharge_kwh;
        into.charge! += f.charge_kwh;
        into.discharge! += f.discharge_kwh;
      }
    },
    keys,
  ).map((f) => ({ ...f, ...efficiency(f) }));
}

/**
 * Consumption per day bucket from the stored days: each day's load and PV over its bands and the
 * load split kept beside it (the same 5-minute split the hourly figures add up).
 */
export function consumptionFromDays(
  buckets: readonly CalendarBucket[],
  unit: DayUnit,
  days: ReadonlyMap<string, ReportDay>,
  kgPerKwh: number,
  weight: WeightUnit,
) {
  const perUnit = weight === 'ton' ? kgPerKwh / 1000 : kgPerKwh;
  return daysInto(
    buckets,
    unit,
    days,
    (into, day) => {
      for (const band of PRICE_PERIOD_PROPERTIES) {
        into.load! += day.bands[band].load_kwh;
        into.co2_avoided! += day.bands[band].pv_kwh * perUnit;
      }
      const split = day.load_split;
      into.from_pv! += split.from_pv;
      into.from_storage! += split.from_storage;
      into.from_grid! += split.from_grid;
    },
    CONSUMPTION,
  );
}

/**
 * Revenue per bucket from the stored days; `demand` is each month's demand-charge saving booked
 * on the last date of that month in the period (a demand charge is billed per month).
 */
export function revenueFromDays(
  buckets: readonly CalendarBucket[],
  unit: DayUnit,
  days: ReadonlyMap<string, StoredDay>,
  demand: ReadonlyMap<string, number>,
) {
  const keys = [
    ...PRICE_PERIOD_PROPERTIES.map((b) => `${b}_revenue`),
    'arbitrage',
    'pv_savings',
    'feed_in',
    'subsidy',
    'demand_saving',
    'total',
  ];
  return daysInto(
    buckets,
    unit,
    days,
    (into, day) => {
      for (const k of BAND_KEYS) {
        const f = day.bands[k.band];
        into[k.revenue]! += f.arbitrage + f.pv_savings + f.feed_in;
      }
      const saving = demand.get(day.date) ?? 0;
      into.arbitrage! += day.arbitrage;
      into.pv_savings! += day.pv_savings;
      into.feed_in! += day.feed_in;
      into.subsidy! += day.subsidy;
      into.demand_saving! += saving;
      into.total! += day.total + saving;
    },
    keys,
  );
}

/** Grid energy and its cost per price band: import × the band's price. */
export function periodFromDays(
  buckets: readonly CalendarBucket[],
  unit: DayUnit,
  days: ReadonlyMap<string, StoredDay>,
) {
  const keys = [...PRICE_PERIOD_PROPERTIES.flatMap((b) => [`${b}_kwh`, `${b}_cost`]), 'kwh', 'cost'];
  return daysInto(
    buckets,
    unit,
    days,
    (into, day) => {
      for (const k of BAND_KEYS) {
        const f = day.bands[k.band];
        into[k.kwh]! += f.import_kwh;
        into[k.cost]! += f.import_kwh * f.price;
        into.kwh! += f.import_kwh;
        into.cost! += f.import_kwh * f.price;
      }
    },
    keys,
  );
}
