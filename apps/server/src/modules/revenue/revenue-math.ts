import {
  type BandFigures,
  emptyBandFigures,
  type DayRevenue as DayRevenueContract,
  bandAt,
  dayPlanOf,
  PRICE_PERIOD_PROPERTIES,
  type PriceConfig,
  type PricePeriod,
  type PricePeriodProperty,
} from '@ies/contracts';
import {
  localDayRange,
  localMinuteOfDay,
  offsetAt,
  type StationZone,
} from '../../platform/time/local-calendar';

/*
 * Revenue of one station-local day from 5-minute energy (issue 14 item 3). Pure functions: the
 * engine that reads the rollups and stores daily figures calls them (not built yet).
 *
 * A 5-minute bucket belongs to the band in force at its start minute (local time). Per bucket:
 *   arbitrage  = discharge × band price − charge × band price
 *   PV savings = self-consumed PV (generation − export, not below 0) × band price
 *   feed-in    = export × grid-connection price
 *   subsidy    = generation × subsidy per kWh
 * Demand: the highest 15-minute average import (kW) of the day, with and without the battery
 * (import + discharge − charge, not below 0), for the month's demand charge.
 */

export const BUCKET_MS = 5 * 60_000;

/** Energy (kWh) of one 5-minute bucket starting at `start` (epoch ms). */
export interface EnergyBucket {
  start: number;
  charge: number;
  discharge: number;
  import: number;
  export: number;
  pv: number;
  load: number;
}

export type DayRevenue = Omit<DayRevenueContract, 'template_id'>;

/** Where a 5-minute bucket's load came from (kWh): the energy-consumption report's split. */
export interface LoadSplit {
  from_pv: number;
  from_storage: number;
  from_grid: number;
}

/**
 * PV used on site first (generation − export, at most the load), then the battery (discharge, at
 * most what is left), the grid the rest. Decided per 5 minutes: a day's split is the sum of its
 * buckets' splits, never the split of the day's sums.
 */
export function loadSplit(e: EnergyBucket): LoadSplit {
  const fromPv = Math.min(Math.max(0, e.pv - e.export), e.load);
  const fromStorage = Math.min(e.discharge, e.load - fromPv);
  return {
    from_pv: fromPv,
    from_storage: fromStorage,
    from_grid: Math.max(0, e.load - fromPv - fromStorage),
  };
}

/** The split of a station-local day's load, summed over its 5-minute buckets (stored beside its revenue). */
export function dayLoadSplit(zone: StationZone, date: string, buckets: readonly EnergyBucket[]): LoadSplit {
  const { start, end } = localDayRange(zone, date);
  const out: LoadSplit = { from_pv: 0, from_storage: 0, from_grid: 0 };
  for (const b of buckets) {
    if (b.start < start || b.start >= end) continue;
    const split = loadSplit(b);
    out.from_pv += split.from_pv;
    out.from_storage += split.from_storage;
    out.from_grid += split.from_grid;
  }
  return {
    from_pv: round(out.from_pv),
    from_storage: round(out.from_storage),
    from_grid: round(out.from_grid),
  };
}

/** What a day is priced with: a template's config, or the station's flat price as the fallback. */
export type Tariff = { config: PriceConfig } | { flatPrice: number };

function dayPlan(tariff: Tariff, date: string): { periods: PricePeriod[]; feedIn: number } {
  if ('flatPrice' in tariff) {
    return {
      periods: [{ property: 'flat', start: '00:00', end: '23:59', price: tariff.flatPrice }],
      feedIn: 0,
    };
  }
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = d.getUTCDay() === 0 ? 7 : d.getUTCDay();
  return {
    periods: dayPlanOf(tariff.config, { month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday }),
    feedIn: tariff.config.grid_connection_price,
  };
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * bandAt's answers per minute, kept per day plan: the days of a tariff version share its plan's
 * periods, so a year of days priced again after a tariff change looks each minute up once.
 */
const bandCache = new WeakMap<readonly PricePeriod[], Map<number, ReturnType<typeof bandAt>>>();
function bandsOf(periods: readonly PricePeriod[]): Map<number, ReturnType<typeof bandAt>> {
  let cached = bandCache.get(periods);
  if (!cached) {
    cached = new Map();
    bandCache.set(periods, cached);
  }
  return cached;
}

export function dayRevenue(input: {
  date: string;
  zone: StationZone;
  tariff: Tariff;
  subsidyPerKwh?: number;
  buckets: readonly EnergyBucket[];
}): DayRevenue {
  const { start, end } = localDayRange(input.zone, input.date);
  // A bucket's band is the one in force at its local start minute. Without a daylight-saving
  // change inside the day that is plain arithmetic from the day's start; with one, the wall clock.
  const steady = offsetAt(input.zone, start) === offsetAt(input.zone, end - 1);
  const firstMinute = localMinuteOfDay(input.zone, start);
  const minuteOf = (t: number) =>
    steady ? firstMinute + Math.floor((t - start) / 60_000) : localMinuteOfDay(input.zone, t);
  const { periods, feedIn } = dayPlan(input.tariff, input.date);
  const bands = Object.fromEntries(PRICE_PERIOD_PROPERTIES.map((p) => [p, emptyBandFigures()])) as Record<
    PricePeriodProperty,
    BandFigures
  >;
  const quarter = new Map<number, { withBattery: number; without: number }>();
  const bandOfMinute = bandsOf(periods);
  let subsidyKwh = 0;
  for (const b of input.buckets) {
    if (b.start < start || b.start >= end) continue;
    const minute = minuteOf(b.start);
    let hit = bandOfMinute.get(minute);
    if (!hit) {
      hit = bandAt(periods, minute);
      bandOfMinute.set(minute, hit);
    }
    const { property, price } = hit;
    const band = bands[property];
    band.price = price;
    band.charge_kwh += b.charge;
    band.discharge_kwh += b.discharge;
    band.import_kwh += b.import;
    band.export_kwh += b.export;
    band.pv_kwh += b.pv;
    band.load_kwh += b.load;
    band.arbitrage += (b.discharge - b.charge) * price;
    band.pv_savings += Math.max(0, b.pv - b.export) * price;
    band.feed_in += b.export * feedIn;
    subsidyKwh += b.pv;
    const q = Math.floor((b.start - start) / (3 * BUCKET_MS));
    const acc = quarter.get(q) ?? { withBattery: 0, without: 0 };
    acc.withBattery += b.import;
    acc.without += Math.max(0, b.import + b.discharge - b.charge);
    quarter.set(q, acc);
  }
  let peak = 0;
  let peakWithout = 0;
  for (const q of quarter.values()) {
    // kWh in 15 minutes × 4 = average kW.
    peak = Math.max(peak, q.withBattery * 4);
    peakWithout = Math.max(peakWithout, q.without * 4);
  }
  let arbitrage = 0;
  let pvSavings = 0;
  let feedInIncome = 0;
  for (const band of Object.values(bands)) {
    for (const key of Object.keys(band) as Array<keyof BandFigures>) band[key] = round(band[key]);
    arbitrage += band.arbitrage;
    pvSavings += band.pv_savings;
    feedInIncome += band.feed_in;
  }
  const subsidy = subsidyKwh * (input.subsidyPerKwh ?? 0);
  return {
    date: input.date,
    bands,
    arbitrage: round(arbitrage),
    pv_savings: round(pvSavings),
    feed_in: round(feedInIncome),
    subsidy: round(subsidy),
    total: round(arbitrage + pvSavings + feedInIncome + subsidy),
    peak_import_kw: round(peak),
    peak_import_without_battery_kw: round(peakWithout),
  };
}

/** The month's demand-charge saving: (peak without battery − peak with it) × charge per kW. */
export function demandSaving(days: readonly DayRevenue[], chargePerKw: number | null): number {
  if (!chargePerKw) return 0;
  const peak = Math.max(0, ...days.map((d) => d.peak_import_kw));
  const without = Math.max(0, ...days.map((d) => d.peak_import_without_battery_kw));
  return round(Math.max(0, without - peak) * chargePerKw);
}
