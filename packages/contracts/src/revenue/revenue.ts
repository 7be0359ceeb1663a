import { z } from 'zod';
import { PRICE_PERIOD_PROPERTIES } from '../prices/enums';
import { CURRENCIES } from '../station/enums';
import { numberInRange } from '../common/numbers';
import { INVALID_CODE, REQUIRED_CODE } from '../common/text';
import { localDate } from '../prices/prices';
import { strategyInputSchema } from '../strategies/strategies';

// Station revenue by price band (issue 14 item 3; docs/api/prices.md "Revenue").

export const bandFiguresSchema = z.object({
  charge_kwh: z.number(),
  discharge_kwh: z.number(),
  import_kwh: z.number(),
  export_kwh: z.number(),
  pv_kwh: z.number(),
  load_kwh: z.number(),
  price: z.number(),
  arbitrage: z.number(),
  pv_savings: z.number(),
  feed_in: z.number(),
});
export type BandFigures = z.infer<typeof bandFiguresSchema>;

/** A band with nothing in it: every figure 0 (the start of a sum, a day without data). */
export const emptyBandFigures = (): BandFigures =>
  Object.fromEntries(Object.keys(bandFiguresSchema.shape).map((key) => [key, 0])) as BandFigures;

export const dayRevenueSchema = z.object({
  date: z.string(),
  bands: z.object(
    Object.fromEntries(PRICE_PERIOD_PROPERTIES.map((p) => [p, bandFiguresSchema])) as Record<
      (typeof PRICE_PERIOD_PROPERTIES)[number],
      typeof bandFiguresSchema
    >,
  ),
  arbitrage: z.number(),
  pv_savings: z.number(),
  feed_in: z.number(),
  subsidy: z.number(),
  total: z.number(),
  peak_import_kw: z.number(),
  peak_import_without_battery_kw: z.number(),
  /** The template the day was priced with; null: the station's flat price. */
  template_id: z.string().nullable(),
});
export type DayRevenue = z.infer<typeof dayRevenueSchema>;

/** `date` defaults to today at the station. */
export const stationRevenueQuerySchema = z.object({ date: localDate.optional() });
export const stationRevenuePathSchema = z.object({ id: z.uuid({ error: 'iot-http.404' }) });

// ---- backtest (issue 14 item 7) ----

/** Longest range a backtest runs over, days. */
export const BACKTEST_DAYS_MAX = 92;
const percent = numberInRange({ min: 0, max: 100 });

/**
 * The battery a backtest runs. Absent fields come from the station and its bound devices: capacity
 * and power from the station's installed figures, SOC and SOH at the start from the BMS, the
 * round-trip efficiency from the PCS counters and the SOC change over the range, the SOC window
 * from the working window the station's BMS devices report (`soc_min`, `soc_max`), else
 * BACKTEST_DEFAULT_SOC_WINDOW.
 */
/** The SOC window (%) a backtest runs when neither the request nor the station's BMS devices give one. */
export const BACKTEST_DEFAULT_SOC_WINDOW = { min: 10, max: 95 } as const;

/** Where a backtest's SOC bound came from: the request, the station's BMS devices, or the default. */
export const BACKTEST_SOC_SOURCES = ['request', 'devices', 'default'] as const;
export type BacktestSocSource = (typeof BACKTEST_SOC_SOURCES)[number];

export const backtestBatterySchema = z.object({
  capacity_kwh: numberInRange({ min: 0.001, max: 1_000_000 }).optional(),
  max_charge_kw: numberInRange({ min: 0, max: 1_000_000 }).optional(),
  max_discharge_kw: numberInRange({ min: 0, max: 1_000_000 }).optional(),
  round_trip_efficiency: numberInRange({ min: 0.5, max: 1 }).optional(),
  soc_min: percent.optional(),
  soc_max: percent.optional(),
  initial_soc: percent.optional(),
});
export type BacktestBattery = z.infer<typeof backtestBatterySchema>;

/**
 * Body of `POST /stations/{id}/backtest`: a local date range (inclusive, at most
 * BACKTEST_DAYS_MAX days) and the candidate strategy, a stored one (`strategy_id`) or its ranges.
 */
export const backtestInputSchema = z
  .object({
    from: localDate,
    to: localDate,
    strategy_id: z.uuid({ error: INVALID_CODE }).optional(),
    ranges: strategyInputSchema.shape.ranges.optional(),
    battery: backtestBatterySchema.default({}),
  })
  .superRefine((input, ctx) => {
    if (input.from > input.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'iot-validation.10008' });
    } else if ((Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 + 1 > BACKTEST_DAYS_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'iot-validation.10017',
        params: { max: BACKTEST_DAYS_MAX },
      });
    }
    if (!input.strategy_id && !input.ranges) {
      ctx.addIssue({ code: 'custom', path: ['strategy_id'], message: REQUIRED_CODE });
    }
    const { soc_min: min, soc_max: max } = input.battery;
    if (min !== undefined && max !== undefined && min > max) {
      ctx.addIssue({ code: 'custom', path: ['battery', 'soc_max'], message: 'iot-validation.10013' });
    }
  });
export type BacktestInput = z.infer<typeof backtestInputSchema>;

/** One day (or the whole range) of a backtest or of the record, with the same tariff. */
export const backtestFiguresSchema = z.object({
  revenue: z.number(),
  arbitrage: z.number(),
  pv_savings: z.number(),
  feed_in: z.number(),
  /** What the grid import cost by its bands' prices. */
  grid_bill: z.number(),
  charge_kwh: z.number(),
  discharge_kwh: z.number(),
  import_kwh: z.number(),
  export_kwh: z.number(),
  peak_import_kw: z.number(),
});
export type BacktestFigures = z.infer<typeof backtestFiguresSchema>;

/**
 * A span between two readings longer than this (minutes) is a gap: the energy across it is known
 * only as a total, so the backtest counts its time as missing (the demo's backfill reads every 15).
 */
export const BACKTEST_READING_INTERVAL_MAX_MIN = 60;

/**
 * How much of a backtest's range (or day) had readings: `share` of its time (0–1, 4 decimals)
 * inside measured spans of at most BACKTEST_READING_INTERVAL_MAX_MIN, and the hours without.
 */
export const backtestCoverageSchema = z.object({
  share: z.number(),
  missing_hours: z.number(),
});
export type BacktestCoverage = z.infer<typeof backtestCoverageSchema>;

export const backtestResultSchema = z.object({
  from: z.string(),
  to: z.string(),
  coverage: backtestCoverageSchema,
  /** The battery that was run, each value as given or as found. */
  battery: z.object({
    capacity_kwh: z.number(),
    max_charge_kw: z.number(),
    max_discharge_kw: z.number(),
    round_trip_efficiency: z.number(),
    soc_min: z.number(),
    soc_max: z.number(),
    /** Where soc_min and soc_max came from. */
    soc_window_source: z.object({
      soc_min: z.enum(BACKTEST_SOC_SOURCES),
      soc_max: z.enum(BACKTEST_SOC_SOURCES),
    }),
    initial_soc: z.number(),
    soh: z.number(),
  }),
  recorded: backtestFiguresSchema,
  backtest: backtestFiguresSchema,
  days: z.array(
    z.object({
      date: z.string(),
      recorded: backtestFiguresSchema,
      backtest: backtestFiguresSchema,
      coverage: backtestCoverageSchema,
    }),
  ),
});
export type BacktestResult = z.infer<typeof backtestResultSchema>;

// ---- demand charges (issue 14 item 4) ----

/** `month` (YYYY-MM, station-local) defaults to the current month at the station. */
export const stationDemandQuerySchema = z.object({
  month: z
    .string({ error: INVALID_CODE })
    .refine((value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value), { error: 'iot-validation.10016' })
    .optional(),
});

/**
 * A month's demand: the highest 15-minute average grid import with the battery and what it would
 * have been without it (import + discharge − charge), and the demand-charge saving at the rate of
 * the tariff in force on the month's last day counted (null: the tariff has no demand charge).
 */
export const stationDemandSchema = z.object({
  month: z.string(),
  /** Days of the month counted (up to today). */
  days: z.number().int(),
  demand_charge_per_kw: z.number().nullable(),
  peak_import_kw: z.number(),
  /** The local date of the month's peak; null without import. */
  peak_date: z.string().nullable(),
  peak_import_without_battery_kw: z.number(),
  /** The demand charge at the peak (0 without a rate). */
  demand_charge: z.number(),
  /** (peak without battery − peak) × rate. */
  saving: z.number(),
});
export type StationDemand = z.infer<typeof stationDemandSchema>;

// ---- the home page's energy and income curves (issue 34 item 4) ----

/** The home curves' spans: the last 30 days by day, 12 months by month, 5 years by year. */
export const HOME_CURVE_SPANS = ['day', 'month', 'year'] as const;
export type HomeCurveSpan = (typeof HOME_CURVE_SPANS)[number];

export const homeCurvesQuerySchema = z.object({
  span: z.enum(HOME_CURVE_SPANS, { error: INVALID_CODE }).default('day'),
});
export type HomeCurvesQuery = z.infer<typeof homeCurvesQuerySchema>;

export const homeCurvePointSchema = z.object({
  /** A local calendar label of the stations: `YYYY-MM-DD`, `YYYY-MM` or `YYYY`. */
  label: z.string(),
  charge: z.number(),
  discharge: z.number(),
  pv: z.number(),
  /** The stored days' revenue (arbitrage, PV savings, feed-in, subsidy) per station currency. */
  income: z.array(z.object({ currency: z.enum(CURRENCIES), amount: z.number() })),
});
export type HomeCurvePoint = z.infer<typeof homeCurvePointSchema>;

export const homeCurvesSchema = z.object({
  span: z.enum(HOME_CURVE_SPANS),
  start: z.string(),
  end: z.string(),
  points: z.array(homeCurvePointSchema),
});
export type HomeCurves = z.infer<typeof homeCurvesSchema>;
