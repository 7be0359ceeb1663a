import { z } from 'zod';
import { analysisQuerySchema, meterStatisticsQuerySchema } from '../analysis/analysis';
import { customReportRunQuerySchema } from '../statistics/custom-reports';
import { ENERGY_REPORTS, energyReportQuerySchema } from '../energy-reports/energy-reports';
import { LOCALES } from '../common/locale';
import { email } from '../common/account';
import { INVALID_CODE, INVALID_OPTION_CODE, REQUIRED_CODE, TOO_LONG_CODE } from '../common/text';
import { timeOfDay } from '../common/time';
import {
  DELIVERY_FREQUENCIES,
  DELIVERY_MONTH_DAY_MAX,
  DELIVERY_NAME_MAX,
  DELIVERY_RECIPIENTS_MAX,
  EXPORT_FORMATS,
  EXPORT_SOURCES,
  EXPORT_TASK_STATES,
} from './limits';

const id = z.uuid({ error: INVALID_CODE });

/**
 * What to export: the same call and query the screen makes (energy report, custom report run, or
 * an analysis table), so the file holds the screen's figures.
 */
export const exportSourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('energy_report'),
      report: z.enum(ENERGY_REPORTS, { error: INVALID_OPTION_CODE }),
      query: energyReportQuerySchema,
    }),
    z.object({ kind: z.literal('custom_report'), report_id: id, query: customReportRunQuerySchema }),
    z.object({ kind: z.literal('lagging_cells'), station_id: id, query: analysisQuerySchema }),
    z.object({ kind: z.literal('battery'), station_id: id, query: analysisQuerySchema }),
    z.object({ kind: z.literal('meters'), station_id: id, query: meterStatisticsQuerySchema }),
  ],
  { error: INVALID_OPTION_CODE },
);
export type ExportSource = z.infer<typeof exportSourceSchema>;
export type ExportSourceInput = z.input<typeof exportSourceSchema>;

/** Body of a direct export and of a new download task. */
export const exportRequestSchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: INVALID_OPTION_CODE }),
  source: exportSourceSchema,
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;
export type ExportRequestInput = z.input<typeof exportRequestSchema>;

export const exportTaskPathSchema = z.object({ id: z.uuid({ error: 'iot-http.404' }) });

export const exportTaskSchema = z.object({
  id: z.string(),
  /** The report's title as the file names it (report, station or custom report name). */
  title: z.string(),
  kind: z.enum(EXPORT_SOURCES),
  format: z.enum(EXPORT_FORMATS),
  state: z.enum(EXPORT_TASK_STATES),
  rows: z.number().int(),
  file_name: z.string().nullable(),
  file_size: z.number().int().nullable(),
  error_code: z.string().nullable(),
  /** The error in the caller's language (null without an error). */
  error_message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the file is removed (7 days after it was made); null until it is made. */
  expires_at: z.string().nullable(),
});
export type ExportTask = z.infer<typeof exportTaskSchema>;
export const exportTaskListSchema = z.object({ list: z.array(exportTaskSchema) });
export type ExportTaskList = z.infer<typeof exportTaskListSchema>;

/**
 * A scheduled delivery: the source (its dates are replaced by the period just ended at each
 * send: yesterday, last Monday–Sunday or last month, in the zone station's time zone), the format,
 * when (local time at `zone_station_id`) and to whom.
 */
export const deliveryInputSchema = z
  .object({
    name: z
      .string({ error: REQUIRED_CODE })
      .trim()
      .min(1, { error: REQUIRED_CODE })
      .max(DELIVERY_NAME_MAX, { error: TOO_LONG_CODE }),
    source: exportSourceSchema,
    format: z.enum(EXPORT_FORMATS, { error: INVALID_OPTION_CODE }),
    frequency: z.enum(DELIVERY_FREQUENCIES, { error: INVALID_OPTION_CODE }),
    /** Local time of day, HH:mm. */
    time: timeOfDay,
    /** Weekly: ISO weekday, 1 Monday … 7 Sunday. */
    weekday: z
      .number({ error: INVALID_CODE })
      .int({ error: INVALID_CODE })
      .min(1)
      .max(7)
      .nullable()
      .default(null),
    /** Monthly: day of the month, 1–28. */
    month_day: z
      .number({ error: INVALID_CODE })
      .int({ error: INVALID_CODE })
      .min(1, { error: INVALID_CODE })
      .max(DELIVERY_MONTH_DAY_MAX, { error: INVALID_CODE })
      .nullable()
      .default(null),
    /** The station whose time zone the schedule and the report period follow. */
    zone_station_id: id,
    recipients: z
      .array(email, { error: INVALID_CODE })
      .min(1, { error: REQUIRED_CODE })
      .max(DELIVERY_RECIPIENTS_MAX, { error: TOO_LONG_CODE }),
    /** The language of the file and the mail. */
    language: z.enum(LOCALES, { error: INVALID_OPTION_CODE }),
    enabled: z.boolean({ error: INVALID_CODE }).default(true),
  })
  .superRefine((d, ctx) => {
    if (d.frequency === 'weekly' && d.weekday === null)
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: REQUIRED_CODE });
    if (d.frequency === 'monthly' && d.month_day === null)
      ctx.addIssue({ code: 'custom', path: ['month_day'], message: REQUIRED_CODE });
  });
export type DeliveryInput = z.infer<typeof deliveryInputSchema>;
export type DeliveryInputValues = z.input<typeof deliveryInputSchema>;

export const deliveryPathSchema = z.object({ id: z.uuid({ error: 'iot-http.404' }) });

export const deliverySchema = z.object({
  id: z.string(),
  name: z.string(),
  source: exportSourceSchema,
  format: z.enum(EXPORT_FORMATS),
  frequency: z.enum(DELIVERY_FREQUENCIES),
  time: z.string(),
  weekday: z.number().nullable(),
  month_day: z.number().nullable(),
  zone_station_id: z.string(),
  recipients: z.array(z.string()),
  language: z.enum(LOCALES),
  enabled: z.boolean(),
  /** The next send, an instant. */
  next_run_at: z.string().nullable(),
  last_sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListSchema = z.object({ list: z.array(deliverySchema) });
export type DeliveryList = z.infer<typeof deliveryListSchema>;
