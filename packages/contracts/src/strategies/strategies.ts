import { z } from 'zod';
import { STRATEGIES_MAX, STRATEGY_POWER_DECIMALS } from '../common/limits';
import { STRATEGY_MODES, type StrategyMode } from '../prices/enums';
import { strategyName } from '../common/names';
import { textVariantsOutSchema, textVariantsSchema } from '../common/localized';
import { nonNegativeDecimal, numberInRange } from '../common/numbers';
import { INVALID_CODE, INVALID_OPTION_CODE, multiLineText, REQUIRED_CODE } from '../common/text';
import { timeOfDay } from '../common/time';
import { pagedSchema, pageQuerySchema } from '../common/paging';
import { minuteOfDay, type PricePeriod, periodIssues } from '../prices/prices';

// Operating strategies (docs/spec/B-operations.md §3, §5, §8, §9; docs/api/strategies.md).

export { STRATEGIES_MAX };
export const STRATEGY_RANGES_MAX = 48;
export const STRATEGY_REMARK_MAX = 200;
export const SOC_PERCENT = { min: 0, max: 100 } as const;

/** A power in kW: zero or positive, at most 3 decimals (B §5). */
export const strategyPower = nonNegativeDecimal(STRATEGY_POWER_DECIMALS);
const socPercent = numberInRange(SOC_PERCENT);

/** The field each mode needs (B §3 modes; issue 14 item 5). */
export const STRATEGY_MODE_FIELDS: Record<StrategyMode, readonly string[]> = {
  standby: [],
  peak_shaving: ['grid_import_threshold_kw'],
  demand_control: ['demand_target_kw'],
  anti_reflux: ['max_export_kw'],
  demand_response: ['response_start', 'response_end', 'response_target_kw'],
};

/**
 * One time range of a strategy. The battery charges up to `charge_power_kw` and discharges up to
 * `discharge_power_kw`, within the SOC window, as the mode says: peak shaving holds grid import at
 * the threshold (discharging above it, charging below it), demand control keeps the month's
 * 15-minute import under the target, anti-reflux keeps export at most `max_export_kw` (0 = none),
 * demand response holds import at the target during the event window.
 */
export const strategyRangeSchema = z
  .object({
    start: timeOfDay,
    end: timeOfDay,
    mode: z.enum(STRATEGY_MODES, { error: INVALID_OPTION_CODE }),
    charge_power_kw: strategyPower,
    discharge_power_kw: strategyPower,
    soc_min: socPercent,
    soc_max: socPercent,
    grid_import_threshold_kw: strategyPower.nullish(),
    demand_target_kw: strategyPower.nullish(),
    max_export_kw: strategyPower.nullish(),
    response_start: timeOfDay.nullish(),
    response_end: timeOfDay.nullish(),
    response_target_kw: strategyPower.nullish(),
  })
  .superRefine((range, ctx) => {
    if (range.soc_min > range.soc_max) {
      ctx.addIssue({ code: 'custom', path: ['soc_max'], message: 'iot-validation.10013' });
    }
    const fields = range as Record<string, unknown>;
    for (const field of STRATEGY_MODE_FIELDS[range.mode]) {
      if (fields[field] === undefined || fields[field] === null) {
        ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED_CODE });
      }
    }
    if (range.mode === 'demand_response' && range.response_start && range.response_end) {
      const start = minuteOfDay(range.response_start);
      const end = minuteOfDay(range.response_end);
      if (start >= end)
        ctx.addIssue({ code: 'custom', path: ['response_end'], message: 'iot-validation.10008' });
      else if (start < minuteOfDay(range.start) || end > minuteOfDay(range.end)) {
        // The event window lies inside its range.
        ctx.addIssue({ code: 'custom', path: ['response_start'], message: INVALID_CODE });
      }
    }
  });
export type StrategyRange = z.infer<typeof strategyRangeSchema>;

/** Body of POST and PUT. `is_default` may only be sent as false: the default is seeded, never added. */
export const strategyInputSchema = z.object({
  name: strategyName,
  remark: multiLineText(STRATEGY_REMARK_MAX).default(''),
  /** Name and remark per language (common/localized.ts); absent on update: kept. */
  i18n: textVariantsSchema({ name: strategyName, remark: multiLineText(STRATEGY_REMARK_MAX) }).optional(),
  is_default: z.boolean({ error: INVALID_CODE }).optional(),
  ranges: z
    .array(strategyRangeSchema, { error: INVALID_CODE })
    .min(1, { error: 'iot-validation.10018' })
    .max(STRATEGY_RANGES_MAX, { error: 'iot-validation.10017' })
    .superRefine((ranges, ctx) => {
      for (const issue of periodIssues(ranges)) ctx.addIssue({ code: 'custom', ...issue });
    }),
});
export type StrategyInput = z.infer<typeof strategyInputSchema>;

export const strategySchema = z.object({
  id: z.string(),
  name: z.string(),
  remark: z.string(),
  i18n: textVariantsOutSchema,
  is_default: z.boolean(),
  ranges: z.array(strategyRangeSchema),
  /** Stations that use the strategy. */
  station_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Strategy = z.infer<typeof strategySchema>;
export const strategyListSchema = pagedSchema(strategySchema);
export type StrategyList = z.infer<typeof strategyListSchema>;
export const strategyListQuerySchema = pageQuerySchema;
export type StrategyListQuery = z.infer<typeof strategyListQuerySchema>;
export const strategyIdPathSchema = z.object({ id: z.uuid({ error: 'iot-http.404' }) });

/** Generate a starting point from a price template's base day plan. */
export const strategyGenerateSchema = z.object({
  template_id: z.uuid({ error: (issue) => (issue.input === undefined ? REQUIRED_CODE : INVALID_CODE) }),
  charge_power_kw: strategyPower,
  discharge_power_kw: strategyPower,
  /** The site's import limit while charging (bands at or below the template's charge price). */
  grid_import_threshold_kw: strategyPower,
  soc_min: socPercent.default(10),
  soc_max: socPercent.default(90),
});
export type StrategyGenerate = z.infer<typeof strategyGenerateSchema>;
export const strategyDraftSchema = z.object({ ranges: z.array(strategyRangeSchema) });
export type StrategyDraft = z.infer<typeof strategyDraftSchema>;

/**
 * Ranges from price periods and the template's charge and discharge prices (spec B §3; docs/api/
 * prices.md, "Charge and discharge prices"): a band priced at or below the charge price charges
 * (peak shaving at the site's import limit, no discharge), else one at or above the discharge price
 * discharges (peak shaving at 0 kW import, no charge), others stand by. Neighbouring periods with
 * the same action become one range.
 */
export function strategyFromPeriods(
  periods: readonly PricePeriod[],
  prices: { charge_price: number; discharge_price: number },
  options: Omit<StrategyGenerate, 'template_id'>,
): StrategyRange[] {
  const sorted = [...periods].sort((a, b) => minuteOfDay(a.start) - minuteOfDay(b.start));
  const ranges: StrategyRange[] = [];
  for (const p of sorted) {
    const action =
      p.price <= prices.charge_price ? 'charge' : p.price >= prices.discharge_price ? 'discharge' : 'standby';
    const range: StrategyRange = {
      start: p.start,
      end: p.end,
      mode: action === 'standby' ? 'standby' : 'peak_shaving',
      charge_power_kw: action === 'charge' ? options.charge_power_kw : 0,
      discharge_power_kw: action === 'discharge' ? options.discharge_power_kw : 0,
      soc_min: options.soc_min,
      soc_max: options.soc_max,
      grid_import_threshold_kw:
        action === 'charge' ? options.grid_import_threshold_kw : action === 'discharge' ? 0 : null,
    };
    const last = ranges[ranges.length - 1];
    if (
      last &&
      last.end === range.start &&
      last.mode === range.mode &&
      last.charge_power_kw === range.charge_power_kw &&
      last.discharge_power_kw === range.discharge_power_kw &&
      last.grid_import_threshold_kw === range.grid_import_threshold_kw
    ) {
      last.end = range.end;
    } else {
      ranges.push(range);
    }
  }
  return ranges;
}

/** The strategy a station runs (pushing it to the station is issue 14 item 6). */
export const stationStrategyInputSchema = z.object({
  strategy_id: z.uuid({ error: (issue) => (issue.input === undefined ? REQUIRED_CODE : INVALID_CODE) }),
});
export type StationStrategyInput = z.infer<typeof stationStrategyInputSchema>;
/** Push state of a station's strategy to its EMS/PCS (issue 14 item 6; docs/device-protocol.md). */
export const STRATEGY_APPLY_STATES = ['pending', 'applied', 'failed'] as const;
export type StrategyApplyState = (typeof STRATEGY_APPLY_STATES)[number];
export const strategyApplyStateSchema = z.enum(STRATEGY_APPLY_STATES);

/** One change of a station's strategy: who chose which strategy, and how its push ended. */
export const stationStrategyChangeSchema = z.object({
  strategy_id: z.string().nullable(),
  strategy_name: z.string().nullable(),
  state: strategyApplyStateSchema.nullable(),
  /** A catalogue code when the push failed (device offline, timeout, rejected). */
  reason: z.string().nullable(),
  changed_at: z.string(),
  changed_by: z.string().nullable(),
});
export type StationStrategyChange = z.infer<typeof stationStrategyChangeSchema>;

export const stationStrategySchema = z.object({
  strategy: strategySchema.nullable(),
  assigned_at: z.string().nullable(),
  state: strategyApplyStateSchema.nullable().default(null),
  reason: z.string().nullable().default(null),
  applied_at: z.string().nullable().default(null),
  /** Newest first. */
  history: z.array(stationStrategyChangeSchema).default([]),
});
export type StationStrategy = z.infer<typeof stationStrategySchema>;
export const stationStrategyPathSchema = z.object({ id: z.uuid({ error: 'iot-http.404' }) });

export const DEFAULT_STRATEGY_NAME = '默认策略';
/** The seeded default's name per language, shown while it keeps that name and has no texts of its own. */
export const DEFAULT_STRATEGY_NAME_TEXTS = { zh: DEFAULT_STRATEGY_NAME, en: 'Default strategy' } as const;
/** The seeded default: the whole day on standby, editable afterwards. */
export const DEFAULT_STRATEGY_RANGES: StrategyRange[] = [
  {
    start: '00:00',
    end: '23:59',
    mode: 'standby',
    charge_power_kw: 0,
    discharge_power_kw: 0,
    soc_min: 10,
    soc_max: 90,
  },
];

/** Batch: apply one strategy to many stations (StationBatchStrategyList). */
export const STRATEGY_BATCH_MAX = 100;
export const strategyBatchApplySchema = z.object({
  station_ids: z
    .array(z.uuid({ error: INVALID_CODE }), { error: REQUIRED_CODE })
    .min(1, { error: REQUIRED_CODE })
    .max(STRATEGY_BATCH_MAX, { error: INVALID_CODE }),
});
export type StrategyBatchApply = z.infer<typeof strategyBatchApplySchema>;

/** One station of a strategy: in a batch result, and in the strategy's detail (StationStrategyDetail). */
export const strategyStationSchema = z.object({
  station_id: z.string(),
  station_name: z.string().nullable(),
  state: strategyApplyStateSchema.nullable(),
  /** A catalogue code: why the push failed, or why the station was refused (404, no permission). */
  reason: z.string().nullable(),
  assigned_at: z.string().nullable(),
  applied_at: z.string().nullable(),
});
export type StrategyStation = z.infer<typeof strategyStationSchema>;
export const strategyBatchResultSchema = z.object({ results: z.array(strategyStationSchema) });
export type StrategyBatchResult = z.infer<typeof strategyBatchResultSchema>;
export const strategyStationsSchema = z.object({ list: z.array(strategyStationSchema) });
export type StrategyStations = z.infer<typeof strategyStationsSchema>;
