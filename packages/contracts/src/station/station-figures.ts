import { z } from 'zod';
import { CURRENCIES, STATION_RUNNING_STATES } from './enums';
import { dateTime } from '../common/time';
import { INVALID_CODE, INVALID_OPTION_CODE } from '../common/text';
import { optionalText, RECALCULATION_MAX_DAYS, thingId } from './station';

// Station figures and live messages (docs/api/stations.md): split from station.ts by concern.

// ---------------------------------------------------------------------------------------------
// Figures: overview, BMS, home, counts, recalculation

/** Live power per flow, kW. Grid: + import / − export; storage: + discharge / − charge. */
export const flowPowerSchema = z.object({
  grid_kw: z.number().nullable(),
  pv_kw: z.number().nullable(),
  storage_kw: z.number().nullable(),
  load_kw: z.number().nullable(),
});
export type FlowPower = z.infer<typeof flowPowerSchema>;
/** Energy per flow over a period, kWh. */
export const flowEnergySchema = z.object({
  charge_kwh: z.number(),
  discharge_kwh: z.number(),
  pv_kwh: z.number(),
  grid_import_kwh: z.number(),
  grid_export_kwh: z.number(),
  load_kwh: z.number(),
});
export type FlowEnergy = z.infer<typeof flowEnergySchema>;
export const powerCurvePointSchema = flowPowerSchema.extend({ time: z.string() });
export type PowerCurvePoint = z.infer<typeof powerCurvePointSchema>;

export const stationOverviewSchema = z.object({
  station_id: z.string(),
  power: flowPowerSchema,
  /** Mean SOC (%) over the station's storage devices, null when none reports it. */
  soc: z.number().nullable(),
  today: flowEnergySchema,
  total: flowEnergySchema,
  /** Today's discharge × price per kWh, in the station's currency. */
  today_income: z.number(),
  currency: z.enum(CURRENCIES),
  running_status: z.enum(STATION_RUNNING_STATES).nullable(),
  /** Latest sample time among the figures, null when nothing reported. */
  updated_at: z.string().nullable(),
  /** Start of the earliest day with data among the devices (how far the totals reach back), null when none. */
  history_since: z.string().nullable(),
  /** Today's 5-minute power points in the station's time zone. */
  curve: z.array(powerCurvePointSchema),
  /** Station ids whose figures are included (the station and, for a master, its slaves). */
  included_station_ids: z.array(z.string()),
});
export type StationOverview = z.infer<typeof stationOverviewSchema>;

export const bmsDeviceDataSchema = z.object({
  device_id: z.string(),
  name: z.string(),
  pcs_device_id: z.string().nullable(),
  soc: z.number().nullable(),
  soh: z.number().nullable(),
  cell_voltages: z.array(z.number().nullable()),
  cell_temperatures: z.array(z.number().nullable()),
  max_cell_voltage: z.number().nullable(),
  min_cell_voltage: z.number().nullable(),
  max_cell_temperature: z.number().nullable(),
  min_cell_temperature: z.number().nullable(),
  updated_at: z.string().nullable(),
});
export type BmsDeviceData = z.infer<typeof bmsDeviceDataSchema>;
export const stationBmsSchema = z.object({ list: z.array(bmsDeviceDataSchema) });

export const homeSummarySchema = z.object({
  station_count: z.number().int(),
  installed_capacity_kwh: z.number(),
  installed_power_kw: z.number(),
  power: flowPowerSchema,
  today: flowEnergySchema,
  total: flowEnergySchema,
  /** Today's income per currency (stations of different currencies are not added up). */
  today_income: z.array(z.object({ currency: z.enum(CURRENCIES), amount: z.number() })),
  /** Station counts per running state; `unknown` for stations without a derived state. */
  by_running_state: z.record(z.string(), z.number().int()),
  top_stations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      today_discharge_kwh: z.number(),
      today_pv_kwh: z.number(),
      today_income: z.number(),
      currency: z.enum(CURRENCIES),
    }),
  ),
  map_points: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      longitude: z.number(),
      latitude: z.number(),
      running_status: z.enum(STATION_RUNNING_STATES).nullable(),
    }),
  ),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;

export const AGG_FUNS = ['sum', 'avg', 'max', 'min', 'count'] as const;
export type AggFun = (typeof AGG_FUNS)[number];
/** count-value: aggregate the latest value of `property` over the caller's devices (of a model). */
export const countValueQuerySchema = z.object({
  /** Default count: the number of devices (reporting `property`, when given). */
  agg_fun: z.enum(AGG_FUNS, { error: INVALID_OPTION_CODE }).default('count'),
  info_model_id: optionalText(64).optional(),
  property: optionalText(64).optional(),
});
export type CountValueQuery = z.infer<typeof countValueQuerySchema>;
export const countValueSchema = z.object({ value: z.number().nullable(), count: z.number().int() });
export const countValueParamsSchema = z.object({ tenant_id: z.string(), user_id: z.string() });

/** Big-screen counts: over the tenant (dimension_id = tenant id) or one station (its id). */
export const STATISTICAL_DIMENSIONS = ['tenant', 'station'] as const;
export const bigscreenQuerySchema = z.object({
  statistical_dimension: z.enum(STATISTICAL_DIMENSIONS, { error: INVALID_OPTION_CODE }).default('tenant'),
});
export const bigscreenParamsSchema = z.object({ dimension_id: z.guid({ error: INVALID_CODE }) });
export const bigscreenRunningSchema = z.object({
  total: z.number().int(),
  by_running_state: z.record(z.string(), z.number().int()),
  online: z.number().int(),
  offline: z.number().int(),
});
export const bigscreenCountSchema = z.object({
  station_count: z.number().int(),
  device_count: z.number().int(),
  installed_capacity_kwh: z.number(),
  installed_power_kw: z.number(),
  today: flowEnergySchema,
  total: flowEnergySchema,
});

export const RECALCULATION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type RecalculationStatus = (typeof RECALCULATION_STATUSES)[number];
/** What a task recomputes: rollups from the raw samples (data calibration), or the stored revenue after a tariff change. */
export const RECALCULATION_KINDS = ['rollups', 'revenue'] as const;
export type RecalculationKind = (typeof RECALCULATION_KINDS)[number];
export const recalculationInputSchema = z
  .strictObject({
    begin_time: dateTime,
    end_time: dateTime,
    /** One bound device, or all the station's devices when absent. */
    things_id: thingId.optional(),
  })
  .refine((value) => Date.parse(value.end_time) > Date.parse(value.begin_time), {
    error: 'iot-station.10013',
    path: ['end_time'],
  })
  .refine(
    (value) =>
      Date.parse(value.end_time) - Date.parse(value.begin_time) <= RECALCULATION_MAX_DAYS * 86_400_000,
    { error: 'iot-station.10013', path: ['end_time'] },
  );
export type RecalculationInput = z.infer<typeof recalculationInputSchema>;
export const recalculationTaskSchema = z.object({
  id: z.string(),
  station_id: z.string(),
  kind: z.enum(RECALCULATION_KINDS),
  things_id: z.string().nullable(),
  begin_time: z.string(),
  end_time: z.string(),
  status: z.enum(RECALCULATION_STATUSES),
  /** 0–100. */
  progress: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type RecalculationTask = z.infer<typeof recalculationTaskSchema>;
export const recalculationListSchema = z.object({ list: z.array(recalculationTaskSchema) });
export type RecalculationList = z.infer<typeof recalculationListSchema>;

// ---------------------------------------------------------------------------------------------
// Live figures over WebSocket: GET /api/stations/{id}/live (upgrade). The client's first message
// is `{ "token": "<session token>" }`; the server then sends a `live` message at once and every
// few seconds, or one `error` message and closes (4401 no session, 4403 no permission, 4404 not found).

export const stationLiveAuthSchema = z.object({ token: z.string().min(1).max(256) });
export const stationLiveMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('live'),
    station_id: z.string(),
    power: flowPowerSchema,
    soc: z.number().nullable(),
    running_status: z.enum(STATION_RUNNING_STATES).nullable(),
    /** Newest sample time among the station's devices. */
    updated_at: z.string().nullable(),
  }),
  z.object({ type: z.literal('error'), code: z.string() }),
]);
export type StationLiveMessage = z.infer<typeof stationLiveMessageSchema>;
/** Seconds between live messages. */
export const STATION_LIVE_INTERVAL_SECONDS = 3;
