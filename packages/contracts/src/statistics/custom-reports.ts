import { z } from 'zod';
import { INVALID_CODE, INVALID_OPTION_CODE, REQUIRED_CODE } from '../common/text';
import { genericName, searchText } from '../common/names';
import { dateTime } from '../common/time';
import { pagedSchema, pageQuerySchema } from '../common/paging';
import { propertyName, statisticMethod, statisticSeriesSchema } from './statistics';

/** Custom reports (docs/spec/B-operations.md §3 custom report, §6 sharing; docs/statistics.md). */

/** Statistical dimension: one row per station, or one per device. */
export const CUSTOM_REPORT_DIMENSIONS = ['station', 'device'] as const;
export type CustomReportDimension = (typeof CUSTOM_REPORT_DIMENSIONS)[number];
/** Cycle: the bucket of the report (day, month or year). */
export const CUSTOM_REPORT_CYCLES = ['day', 'month', 'year'] as const;
export type CustomReportCycle = (typeof CUSTOM_REPORT_CYCLES)[number];
/** B §9: chart parameters 1 to 3. */
export const CUSTOM_REPORT_POINTS = { min: 1, max: 3 } as const;
export const CUSTOM_REPORT_STATIONS_MAX = 200;
export const CUSTOM_REPORT_SHARES_MAX = 100;

export const customReportInputSchema = z
  .object({
    name: genericName,
    dimension: z.enum(CUSTOM_REPORT_DIMENSIONS, { error: INVALID_OPTION_CODE }),
    cycle: z.enum(CUSTOM_REPORT_CYCLES, { error: INVALID_OPTION_CODE }),
    /** The data points (thing-model property names) the report shows, 1 to 3. */
    points: z
      .array(propertyName, { error: REQUIRED_CODE })
      .min(CUSTOM_REPORT_POINTS.min, { error: 'iot-statistics.10001' })
      .max(CUSTOM_REPORT_POINTS.max, { error: 'iot-statistics.10001' })
      .refine((p) => new Set(p).size === p.length, { error: 'iot-validation.10012' }),
    method: statisticMethod,
    /** Every station the viewer may see, or the designated ones. */
    all_stations: z.boolean({ error: INVALID_CODE }),
    station_ids: z
      .array(z.uuid({ error: INVALID_CODE }), { error: INVALID_CODE })
      .max(CUSTOM_REPORT_STATIONS_MAX, { error: INVALID_CODE })
      .default([]),
    /** Sub-users of the tenant who may read (not change) the report. */
    shared_user_ids: z
      .array(z.uuid({ error: INVALID_CODE }), { error: INVALID_CODE })
      .max(CUSTOM_REPORT_SHARES_MAX, { error: INVALID_CODE })
      .default([]),
    enabled: z.boolean({ error: INVALID_CODE }),
  })
  .refine((r) => r.all_stations || r.station_ids.length > 0, {
    path: ['station_ids'],
    error: 'iot-statistics.10002',
  });
export type CustomReportInput = z.input<typeof customReportInputSchema>;
export type CustomReportValues = z.output<typeof customReportInputSchema>;

export const customReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  dimension: z.enum(CUSTOM_REPORT_DIMENSIONS),
  cycle: z.enum(CUSTOM_REPORT_CYCLES),
  points: z.array(z.string()),
  method: statisticMethod,
  all_stations: z.boolean(),
  station_ids: z.array(z.string()),
  shared_user_ids: z.array(z.string()),
  enabled: z.boolean(),
  /** The caller may change it (its owner or a manager); false for a report shared with the caller. */
  editable: z.boolean(),
  owner_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomReport = z.infer<typeof customReportSchema>;
export const customReportListSchema = pagedSchema(customReportSchema);
export type CustomReportList = z.infer<typeof customReportListSchema>;
export const customReportListQuerySchema = pageQuerySchema.extend({ name: searchText.optional() });
export type CustomReportListQuery = z.infer<typeof customReportListQuerySchema>;
export const customReportPathSchema = z.object({ id: z.uuid({ error: INVALID_CODE }) });

/** Running a report: the reporting period, and optionally a base period to compare with. */
export const customReportRunQuerySchema = z
  .object({
    start_time: dateTime,
    end_time: dateTime,
    base_start_time: dateTime.optional(),
    base_end_time: dateTime.optional(),
  })
  .refine((q) => Date.parse(q.start_time) < Date.parse(q.end_time), {
    path: ['end_time'],
    error: 'iot-validation.10008',
  })
  .refine((q) => (q.base_start_time === undefined) === (q.base_end_time === undefined), {
    path: ['base_end_time'],
    error: REQUIRED_CODE,
  })
  .refine(
    (q) =>
      !q.base_start_time || !q.base_end_time || Date.parse(q.base_start_time) < Date.parse(q.base_end_time),
    { path: ['base_end_time'], error: 'iot-validation.10008' },
  );
export type CustomReportRunQuery = z.infer<typeof customReportRunQuerySchema>;

/** One row of a run: a station (dimension station) or a device (dimension device) and its series. */
export const customReportRowSchema = statisticSeriesSchema.extend({
  key: z.string(),
  name: z.string(),
  station_name: z.string(),
});
export const customReportPointResultSchema = z.object({
  point: z.string(),
  /** The point's names from the thing model, when known. */
  zh: z.string(),
  en: z.string(),
  unit: z.string(),
  /** All rows combined (sum), bucket by bucket. */
  overall: statisticSeriesSchema,
  rows: z.array(customReportRowSchema),
});
export const customReportRunSchema = z.object({
  report: customReportSchema,
  labels: z.array(z.string()),
  points: z.array(customReportPointResultSchema),
});
export type CustomReportRun = z.infer<typeof customReportRunSchema>;
export type CustomReportPointResult = z.infer<typeof customReportPointResultSchema>;

/** Sub-users a report can be shared with, and the points the caller's devices report. */
export const customReportOptionsSchema = z.object({
  sub_users: z.array(z.object({ id: z.string(), name: z.string() })),
  points: z.array(z.object({ name: z.string(), zh: z.string(), en: z.string(), unit: z.string() })),
  stations: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CustomReportOptions = z.infer<typeof customReportOptionsSchema>;
