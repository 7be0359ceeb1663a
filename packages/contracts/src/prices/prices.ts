import { z } from 'zod';
import {
  PRICE_DAY_END,
  PRICE_DAY_START,
  PRICE_DECIMALS,
  PRICES_MAX,
  SPECIAL_PERIODS_MAX,
} from '../common/limits';
import { PRICE_PERIOD_PROPERTIES, type PricePeriodProperty } from './enums';
import { priceName, searchText } from '../common/names';
import { textVariantsOutSchema, textVariantsSchema } from '../common/localized';
import { nonNegativeDecimal } from '../common/numbers';
import { INVALID_CODE, INVALID_OPTION_CODE, multiLineText, safeText } from '../common/text';
import { timeOfDay } from '../common/time';
import { pagedSchema, pageQuerySchema } from '../common/paging';

// Electricity price templates (docs/spec/B-operations.md §3, §5, §7; docs/api/prices.md).

export { PRICES_MAX, SPECIAL_PERIODS_MAX };
/** Periods of one day plan: a day has at most one period per half hour. */
export const PRICE_PERIODS_PER_DAY_MAX = 48;
export const PRICE_REMARK_MAX = 200;
export const SPECIAL_PERIOD_NAME_MAX = 32;

const GAP_CODE = 'iot-price.10003';
const OVERLAP_CODE = 'iot-price.10004';
const START_AFTER_END_CODE = 'iot-validation.10008';
const DUPLICATE_CODE = 'iot-validation.10012';

/** A price: zero or positive with at most 10 decimals (B §5). */
export const priceAmount = nonNegativeDecimal(PRICE_DECIMALS);

/** Minutes since midnight of HH:mm; 23:59 stands for the end of the day (1440). */
export function minuteOfDay(time: string): number {
  if (time === PRICE_DAY_END) return 1440;
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

export const pricePeriodSchema = z.object({
  property: z.enum(PRICE_PERIOD_PROPERTIES, { error: INVALID_OPTION_CODE }),
  start: timeOfDay,
  end: timeOfDay,
  price: priceAmount,
});
export type PricePeriod = z.infer<typeof pricePeriodSchema>;

type Issue = { path: (string | number)[]; message: string };

/**
 * The day rule of B §5: periods start at 00:00, end at 23:59, each starting where the one before
 * ends. A start before the previous end is an overlap, after it a gap; each issue names the
 * period (by its index as sent) and the field.
 */
export function periodIssues(periods: readonly { start: string; end: string }[]): Issue[] {
  const issues: Issue[] = [];
  const valid = periods
    .map((p, index) => ({ ...p, index }))
    .filter((p) => timeOfDay.safeParse(p.start).success && timeOfDay.safeParse(p.end).success);
  if (valid.length !== periods.length || valid.length === 0) return issues;
  for (const p of valid) {
    if (minuteOfDay(p.start) >= minuteOfDay(p.end))
      issues.push({ path: [p.index, 'end'], message: START_AFTER_END_CODE });
  }
  if (issues.length > 0) return issues;
  const sorted = [...valid].sort((a, b) => minuteOfDay(a.start) - minuteOfDay(b.start));
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  if (first.start !== PRICE_DAY_START) issues.push({ path: [first.index, 'start'], message: GAP_CODE });
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1]!;
    const at = sorted[i]!;
    const step = minuteOfDay(at.start) - minuteOfDay(before.end);
    if (step < 0) issues.push({ path: [at.index, 'start'], message: OVERLAP_CODE });
    else if (step > 0) issues.push({ path: [at.index, 'start'], message: GAP_CODE });
  }
  if (last.end !== PRICE_DAY_END) issues.push({ path: [last.index, 'end'], message: GAP_CODE });
  return issues;
}

const periodsSchema = z
  .array(pricePeriodSchema, { error: INVALID_CODE })
  .min(1, { error: 'iot-validation.10018' })
  .max(PRICE_PERIODS_PER_DAY_MAX, { error: 'iot-validation.10017' })
  .superRefine((periods, ctx) => {
    for (const issue of periodIssues(periods)) ctx.addIssue({ code: 'custom', ...issue });
  });

/** Periods for some weekdays (1 Monday … 7 Sunday), e.g. weekend rates. */
export const weekdayPlanSchema = z.object({
  weekdays: z
    .array(z.number({ error: INVALID_CODE }).int({ error: INVALID_CODE }).min(1).max(7), {
      error: INVALID_CODE,
    })
    .min(1, { error: 'iot-validation.10018' })
    .max(7, { error: 'iot-validation.10017' })
    .refine((days) => new Set(days).size === days.length, { error: DUPLICATE_CODE }),
  periods: periodsSchema,
});
export type WeekdayPlan = z.infer<typeof weekdayPlanSchema>;

const weekdayPlansSchema = z
  .array(weekdayPlanSchema, { error: INVALID_CODE })
  .max(7, { error: 'iot-validation.10017' })
  .superRefine((plans, ctx) => {
    const seen = new Set<number>();
    plans.forEach((plan, index) => {
      if (plan.weekdays.some((day) => seen.has(day))) {
        ctx.addIssue({ code: 'custom', path: [index, 'weekdays'], message: DUPLICATE_CODE });
      }
      for (const day of plan.weekdays) seen.add(day);
    });
  })
  .default([]);

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** A day of every year, MM-DD (02-29 counts in leap years only). */
export const monthDay = z.string({ error: INVALID_CODE }).refine(
  (value) => {
    const match = /^(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const month = Number(match[1]);
    const day = Number(match[2]);
    return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
  },
  { error: 'iot-validation.10016' },
);

/** A date range of every year (summer months, holidays) with its own day plan. */
export const specialPeriodSchema = z
  .object({
    name: safeText({ min: 1, max: SPECIAL_PERIOD_NAME_MAX }),
    start_date: monthDay,
    end_date: monthDay,
    periods: periodsSchema,
    weekday_plans: weekdayPlansSchema,
  })
  .refine((s) => s.start_date <= s.end_date, { path: ['end_date'], error: START_AFTER_END_CODE });
export type SpecialPeriod = z.infer<typeof specialPeriodSchema>;

export const priceConfigSchema = z.object({
  charge_price: priceAmount,
  discharge_price: priceAmount,
  /** Grid-connection (feed-in) price per kWh exported. */
  grid_connection_price: priceAmount,
  /** Demand (capacity) charge per kW of the month's highest 15-minute import; null when none. */
  demand_charge_per_kw: priceAmount.nullable().default(null),
  /** The day plan of every day no weekday plan or special period covers. */
  periods: periodsSchema,
  weekday_plans: weekdayPlansSchema,
  special_periods: z
    .array(specialPeriodSchema, { error: INVALID_CODE })
    .max(SPECIAL_PERIODS_MAX, { error: 'iot-price.10006' })
    .superRefine((specials, ctx) => {
      const sorted = specials
        .map((s, index) => ({ ...s, index }))
        .sort((a, b) => (a.start_date < b.start_date ? -1 : 1));
      for (let i = 1; i < sorted.length; i++) {
        if (sorted[i]!.start_date <= sorted[i - 1]!.end_date) {
          ctx.addIssue({ code: 'custom', path: [sorted[i]!.index, 'start_date'], message: OVERLAP_CODE });
        }
      }
    })
    .default([]),
});
export type PriceConfig = z.infer<typeof priceConfigSchema>;
export type PriceConfigInput = z.input<typeof priceConfigSchema>;

/** Body of POST and PUT (B §7: name, remark, config). */
export const priceTemplateInputSchema = z.object({
  name: priceName,
  remark: multiLineText(PRICE_REMARK_MAX).default(''),
  /** Name and remark per language (common/localized.ts); absent on update: kept. */
  i18n: textVariantsSchema({ name: priceName, remark: multiLineText(PRICE_REMARK_MAX) }).optional(),
  config: priceConfigSchema,
});
export type PriceTemplateInput = z.infer<typeof priceTemplateInputSchema>;

export const priceTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  remark: z.string(),
  i18n: textVariantsOutSchema,
  config: priceConfigSchema,
  /** Stations whose tariff uses the template now or from a future date. */
  station_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PriceTemplate = z.infer<typeof priceTemplateSchema>;
export const priceTemplateListSchema = pagedSchema(priceTemplateSchema);
export type PriceTemplateList = z.infer<typeof priceTemplateListSchema>;

export const priceTemplateListQuerySchema = pageQuerySchema.extend({ name: searchText.optional() });
export type PriceTemplateListQuery = z.infer<typeof priceTemplateListQuerySchema>;

export const priceTemplatePathSchema = z.object({ tenant_id: z.uuid({ error: INVALID_CODE }) });
export const priceTemplateIdPathSchema = priceTemplatePathSchema.extend({
  id: z.uuid({ error: INVALID_CODE }),
});

/** The plan of a local date: a special period's (its weekday plan first), else a weekday plan, else the base. */
export function dayPlanOf(
  config: PriceConfig,
  date: { month: number; day: number; weekday: number },
): PricePeriod[] {
  const md = `${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  const special = config.special_periods.find((s) => s.start_date <= md && md <= s.end_date);
  const plans = special ? special.weekday_plans : config.weekday_plans;
  const base = special ? special.periods : config.periods;
  return plans.find((p) => p.weekdays.includes(date.weekday))?.periods ?? base;
}

/** The band and price at a minute of a day plan (minute 0–1439). */
export function bandAt(
  periods: readonly PricePeriod[],
  minute: number,
): { property: PricePeriodProperty; price: number } {
  const hit = periods.find((p) => minuteOfDay(p.start) <= minute && minute < minuteOfDay(p.end));
  return hit ? { property: hit.property, price: hit.price } : { property: 'flat', price: 0 };
}

// ---- station tariff versions ----

/** A local calendar date, YYYY-MM-DD. */
export const localDate = z
  .string({ error: (issue) => (issue.input === undefined ? 'iot-validation.10001' : INVALID_CODE) })
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    { error: 'iot-validation.10016' },
  );

/** A station uses a template from a local date on; the version before it keeps the earlier days. */
export const stationTariffInputSchema = z.object({
  template_id: z.uuid({
    error: (issue) => (issue.input === undefined ? 'iot-validation.10001' : INVALID_CODE),
  }),
  effective_from: localDate,
});
export type StationTariffInput = z.infer<typeof stationTariffInputSchema>;

export const stationTariffSchema = z.object({
  id: z.string(),
  station_id: z.string(),
  template_id: z.string(),
  template_name: z.string(),
  /** `template_name` per language (common/localized.ts). */
  i18n: textVariantsOutSchema,
  effective_from: z.string(),
  created_at: z.string(),
});
export type StationTariff = z.infer<typeof stationTariffSchema>;
/** Versions newest first; `current` is the one in force today at the station, if any. */
export const stationTariffListSchema = z.object({
  list: z.array(stationTariffSchema),
  current: stationTariffSchema.nullable(),
});
export type StationTariffList = z.infer<typeof stationTariffListSchema>;
export const stationTariffPathSchema = z.object({ id: z.uuid({ error: INVALID_CODE }) });
export const stationTariffIdPathSchema = stationTariffPathSchema.extend({
  tariff_id: z.uuid({ error: INVALID_CODE }),
});
