import { z } from 'zod';
import { textVariantsOutSchema } from '../common/localized';
import { CURRENCIES, STATION_RUNNING_STATES } from '../station/enums';
import { homeSummarySchema, stationBmsSchema, stationOverviewSchema } from '../station/station-figures';
import { ENERGY_OVERVIEW_ITEMS, uploadReference } from '../system/customisation';
import {
  INVALID_CODE,
  INVALID_OPTION_CODE,
  REQUIRED_CODE,
  SINGLE_LINE_SAFE_PATTERN,
  TOO_LONG_CODE,
  UNSAFE_TEXT_CODE,
} from '../common/text';
import { strategyRangeSchema } from '../strategies/strategies';

// The three full-screen monitoring views (issue 30 point 2): one read each, composed on the
// server from the stations, alarms, strategies and customisation domains' own figures.

/** Tonnes of CO₂ avoided per kWh of PV generation (grid emission factor, 0.5703 tCO₂/MWh). */
export const CO2_TONNES_PER_KWH = 0.0005703;
/** How many latest alarms a screen lists. */
export const BIGSCREEN_LATEST_ALARMS = 8;

export const bigscreenAlarmSchema = z.object({
  id: z.string(),
  level: z.number().int(),
  message: z.string(),
  rule_name: z.string(),
  /** `message` and `rule_name` per language (common/localized.ts). */
  i18n: textVariantsOutSchema,
  device_name: z.string(),
  station_name: z.string().nullable(),
  generated_time: z.string(),
  active: z.boolean(),
});
export type BigscreenAlarm = z.infer<typeof bigscreenAlarmSchema>;

export const bigscreenAlarmsSchema = z.object({
  /** Unended alarms. */
  active: z.number().int(),
  unhandled: z.number().int(),
  /** All events per level (level as text). */
  by_level: z.record(z.string(), z.number().int()),
  latest: z.array(bigscreenAlarmSchema),
});
export type BigscreenAlarms = z.infer<typeof bigscreenAlarmsSchema>;

/** Logo and title shown in a screen's header (the tenant's iesScreenSystemLogo, its system name). */
export const bigscreenBrandSchema = z.object({
  title: z.string().nullable(),
  /** The system name per language, when the tenant set one. */
  title_i18n: z.object({ zh_CN: z.string(), en_US: z.string() }).nullable(),
  logo: z.string().nullable(),
});

/** General monitoring: every station within the caller's authority. */
export const bigscreenGeneralSchema = z.object({
  /** The same figures as GET /home/summary for the same caller. */
  summary: homeSummarySchema,
  co2_avoided_t: z.number(),
  alarms: bigscreenAlarmsSchema,
  brand: bigscreenBrandSchema,
  generated_at: z.string(),
});
export type BigscreenGeneral = z.infer<typeof bigscreenGeneralSchema>;

export const GRID_STATES = ['connected', 'off_grid', 'unknown'] as const;
export type GridState = (typeof GRID_STATES)[number];

/** Single station and micro-grid: one station within the caller's authority. */
export const bigscreenStationSchema = z.object({
  station: z.object({
    id: z.string(),
    name: z.string(),
    installed_capacity_kwh: z.number(),
    installed_power_kw: z.number(),
    currency: z.enum(CURRENCIES),
  }),
  /** The same figures as GET /stations/{id}/overview. */
  overview: stationOverviewSchema,
  /** The same as GET /stations/{id}/bms (cell voltages and temperatures for the heat map). */
  bms: stationBmsSchema,
  alarms: bigscreenAlarmsSchema,
  /** The strategy in effect, null when none is assigned or the caller may not see strategies. */
  strategy: z.object({ name: z.string(), ranges: z.array(strategyRangeSchema) }).nullable(),
  grid_state: z.enum(GRID_STATES),
  running_status: z.enum(STATION_RUNNING_STATES).nullable(),
  /** The power blocks shown (the caller's singleStationConfig; every block when unset). */
  blocks: z.array(z.enum(ENERGY_OVERVIEW_ITEMS as [string, ...string[]])),
  brand: bigscreenBrandSchema,
  generated_at: z.string(),
});
export type BigscreenStation = z.infer<typeof bigscreenStationSchema>;

// The general screen's live figures over WebSocket: GET /api/bigscreens/general/live (upgrade).
// The first message is `{ "token": "<session token>" }` (stationLiveAuthSchema); the server then
// sends a `general` message at once and every BIGSCREEN_GENERAL_PUSH_SECONDS, or one `error`
// message and closes (4401 no session, 4403 no permission).

/** Seconds between the general screen's pushed figures. */
export const BIGSCREEN_GENERAL_PUSH_SECONDS = 5;
export const bigscreenGeneralLiveMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('general'), data: bigscreenGeneralSchema }),
  z.object({ type: z.literal('error'), code: z.string() }),
]);
export type BigscreenGeneralLiveMessage = z.infer<typeof bigscreenGeneralLiveMessageSchema>;

// A station's single-station big-screen settings (B §2 system management "single-station
// big-screen settings"; A §3 iesScreenSystemLogo, singleStationConfig): GET and PUT
// /api/bigscreens/stations/{id}/settings. Read with the station; changed with station:update.

/** The longest title a station's big screen takes. */
export const BIGSCREEN_TITLE_MAX = 64;

export const bigscreenStationSettingsInputSchema = z.strictObject({
  /** The power blocks shown, at least one (electricSupply, energyStorage, load, photovoltaic). */
  blocks: z
    .array(z.enum(ENERGY_OVERVIEW_ITEMS as [string, ...string[]], { error: INVALID_OPTION_CODE }), {
      error: INVALID_CODE,
    })
    .min(1, { error: REQUIRED_CODE })
    .max(ENERGY_OVERVIEW_ITEMS.length, { error: INVALID_CODE })
    .refine((items) => new Set(items).size === items.length, { error: INVALID_CODE }),
  /** The screen's title; '' shows the tenant's system name. */
  title: z
    .string({ error: INVALID_CODE })
    .trim()
    .max(BIGSCREEN_TITLE_MAX, { error: TOO_LONG_CODE })
    .regex(SINGLE_LINE_SAFE_PATTERN, { error: UNSAFE_TEXT_CODE }),
  /** An uploaded image (`/api/uploads/{id}`); '' shows the tenant's iesScreenSystemLogo. */
  logo: uploadReference,
});
export type BigscreenStationSettingsInput = z.infer<typeof bigscreenStationSettingsInputSchema>;

export const bigscreenStationSettingsSchema = z.object({
  station_id: z.string(),
  blocks: z.array(z.enum(ENERGY_OVERVIEW_ITEMS as [string, ...string[]])),
  title: z.string(),
  logo: z.string(),
  /** null while the station keeps the defaults (every block, the tenant's logo and name). */
  updated_at: z.string().nullable(),
});
export type BigscreenStationSettings = z.infer<typeof bigscreenStationSettingsSchema>;
