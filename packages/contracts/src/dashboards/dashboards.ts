import { z } from 'zod';
import {
  CHART_DATA_POINTS,
  KANBAN_QUERY_MAX,
  REAL_TIME_RANGES_HOURS,
  RECENT_RECORDS_OPTION,
} from '../common/limits';
import { KANBAN_FORMS } from '../storage/data-enums';
import { deviceId } from '../device/validation';
import { dashboardName, dataMarketName, kanbanDescription, kanbanName } from '../common/names';
import { INVALID_CODE, INVALID_OPTION_CODE, REQUIRED_CODE } from '../common/text';

// Data dashboards, kanbans and data markets (docs/spec/B-operations.md §3, §5, §6, §9; issue 30).

export { KANBAN_QUERY_MAX, REAL_TIME_RANGES_HOURS, RECENT_RECORDS_OPTION };
/** The grid a dashboard lays its kanbans on (columns, as ThingsBoard's). */
export const DASHBOARD_GRID_COLUMNS = 24;
/** Rows a kanban may span (each row is a fixed height on screen). */
export const KANBAN_HEIGHT = { min: 2, max: 40 } as const;
/** B §9 says the kanbans of a dashboard are capped without giving the value: ours. */
export const KANBANS_PER_DASHBOARD_MAX = 20;
/** Devices one kanban charts (not given by the spec: ours). */
export const KANBAN_DEVICES = { min: 1, max: 10 } as const;
export const KANBAN_RANGES = ['hours', 'custom', 'recent'] as const;
export const KANBAN_X_AXES = ['time', 'device'] as const;

const START_AFTER_END_CODE = 'iot-validation.10008';
const POINTS_CODE = 'iot-data.10010';

const id = z.uuid({ error: INVALID_CODE });
const int = (min: number, max: number) =>
  z
    .number({ error: (i) => (i.input === undefined ? REQUIRED_CODE : INVALID_CODE) })
    .int({ error: INVALID_CODE })
    .min(min, { error: INVALID_CODE })
    .max(max, { error: INVALID_CODE });
const epochMs = z
  .number({ error: INVALID_CODE })
  .int({ error: INVALID_CODE })
  .min(0, { error: INVALID_CODE });

/** A kanban's place on the 24-column grid: x + w never passes the right edge. */
export const kanbanLayoutSchema = z
  .object({
    x: int(0, DASHBOARD_GRID_COLUMNS - 1),
    y: int(0, 10_000),
    w: int(1, DASHBOARD_GRID_COLUMNS),
    h: int(KANBAN_HEIGHT.min, KANBAN_HEIGHT.max),
  })
  .superRefine((l, ctx) => {
    if (l.x + l.w > DASHBOARD_GRID_COLUMNS)
      ctx.addIssue({ code: 'custom', path: ['w'], message: INVALID_CODE });
  });
export type KanbanLayout = z.infer<typeof kanbanLayoutSchema>;

/** Data point names (1 to 3, B §5 §9). */
export const kanbanPointsSchema = z
  .array(z.string({ error: INVALID_CODE }).min(1, { error: INVALID_CODE }).max(64, { error: INVALID_CODE }), {
    error: POINTS_CODE,
  })
  .min(CHART_DATA_POINTS.min, { error: POINTS_CODE })
  .max(CHART_DATA_POINTS.max, { error: POINTS_CODE });

export const kanbanDevicesSchema = z
  .array(deviceId, { error: REQUIRED_CODE })
  .min(KANBAN_DEVICES.min, { error: REQUIRED_CODE })
  .max(KANBAN_DEVICES.max, { error: INVALID_CODE });

export const kanbanRangeHoursSchema = z.union(
  REAL_TIME_RANGES_HOURS.map((h) => z.literal(h)),
  { error: INVALID_OPTION_CODE },
);

const kanbanFields = {
  name: kanbanName,
  description: kanbanDescription,
  device_ids: kanbanDevicesSchema,
  points: kanbanPointsSchema,
  form: z.enum(KANBAN_FORMS, { error: INVALID_OPTION_CODE }),
  x_axis: z.enum(KANBAN_X_AXES, { error: INVALID_OPTION_CODE }),
  /** hours: the last `hours` hours; custom: from–to; recent: the most recent 100 records. */
  range: z.enum(KANBAN_RANGES, { error: INVALID_OPTION_CODE }),
  hours: kanbanRangeHoursSchema.nullable().optional(),
  from: epochMs.nullable().optional(),
  to: epochMs.nullable().optional(),
};

/** A kanban as written: its range fields must fit the range kind. */
export const kanbanInputSchema = z
  .object({ ...kanbanFields, layout: kanbanLayoutSchema.optional() })
  .superRefine((k, ctx) => {
    if (k.range === 'hours' && (k.hours === undefined || k.hours === null))
      ctx.addIssue({ code: 'custom', path: ['hours'], message: REQUIRED_CODE });
    if (k.range === 'custom') {
      if (k.from === undefined || k.from === null)
        ctx.addIssue({ code: 'custom', path: ['from'], message: REQUIRED_CODE });
      if (k.to === undefined || k.to === null)
        ctx.addIssue({ code: 'custom', path: ['to'], message: REQUIRED_CODE });
      else if (typeof k.from === 'number' && k.from > k.to)
        ctx.addIssue({ code: 'custom', path: ['from'], message: START_AFTER_END_CODE });
    }
  });
export type KanbanInput = z.infer<typeof kanbanInputSchema>;

export const kanbanSchema = z.object({
  id: z.string(),
  dashboard_id: z.string(),
  name: z.string(),
  description: z.string(),
  device_ids: z.array(z.string()),
  points: z.array(z.string()),
  form: z.enum(KANBAN_FORMS),
  x_axis: z.enum(KANBAN_X_AXES),
  range: z.enum(KANBAN_RANGES),
  hours: z.number().nullable(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  layout: z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
});
export type Kanban = z.infer<typeof kanbanSchema>;

export const dashboardInputSchema = z.object({ name: dashboardName });
export type DashboardInput = z.infer<typeof dashboardInputSchema>;

export const dashboardSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kanban_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
export const dashboardListSchema = z.object({ items: z.array(dashboardSummarySchema) });

export const dashboardSchema = dashboardSummarySchema.extend({ kanbans: z.array(kanbanSchema) });
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Moves and resizes of several kanbans, saved at once. */
export const dashboardLayoutInputSchema = z.object({
  items: z
    .array(z.object({ id, layout: kanbanLayoutSchema }), { error: INVALID_CODE })
    .max(KANBANS_PER_DASHBOARD_MAX, { error: INVALID_CODE }),
});
export type DashboardLayoutInput = z.infer<typeof dashboardLayoutInputSchema>;

export const dashboardPathSchema = z.object({ id });
export const kanbanPathSchema = z.object({ id, kanban_id: id });
export const dataMarketPathSchema = z.object({ id });
export const applyMarketPathSchema = z.object({ id, market_id: id });

/** One series of a kanban: a device's data point, [ms, value] pairs oldest first. */
export const kanbanSeriesSchema = z.object({
  device_id: z.string(),
  device_name: z.string(),
  point: z.string(),
  /** The point's names and unit from the device type ('' when it has none). */
  point_zh: z.string(),
  point_en: z.string(),
  unit: z.string(),
  data: z.array(z.tuple([z.number(), z.union([z.number(), z.string(), z.boolean(), z.null()])])),
});
export type KanbanSeries = z.infer<typeof kanbanSeriesSchema>;
export const kanbanDataSchema = z.object({
  from: z.number().nullable(),
  to: z.number().nullable(),
  records: z.number(),
  series: z.array(kanbanSeriesSchema),
});
export type KanbanData = z.infer<typeof kanbanDataSchema>;

/** A data market: a named template of kanbans (their settings and layout) to add to any dashboard. */
export const dataMarketInputSchema = z.object({
  name: dataMarketName,
  dashboard_id: id,
  kanban_ids: z
    .array(id, { error: REQUIRED_CODE })
    .min(1, { error: REQUIRED_CODE })
    .max(KANBANS_PER_DASHBOARD_MAX, { error: INVALID_CODE }),
});
export type DataMarketInput = z.infer<typeof dataMarketInputSchema>;

export const dataMarketSchema = z.object({
  id: z.string(),
  name: z.string(),
  kanbans: z.array(kanbanSchema.omit({ id: true, dashboard_id: true })),
  created_at: z.string(),
});
export type DataMarket = z.infer<typeof dataMarketSchema>;
export const dataMarketListSchema = z.object({ items: z.array(dataMarketSchema) });
