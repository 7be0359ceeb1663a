import { z } from 'zod';
import { INVALID_CODE } from '../common/text';
import { localDate } from '../prices/prices';

// Battery analysis, lagging cells and meter statistics (issue 29; docs/api/analysis.md).

/** Longest range of the cell and battery analyses, local days (they read raw samples). */
export const ANALYSIS_DAYS_MAX = 92;
/** Longest range of the meter statistics, local days. */
export const METER_DAYS_MAX = 366;
export const METER_BUCKETS = ['day', 'month', 'year'] as const;
export type MeterBucket = (typeof METER_BUCKETS)[number];

const deviceIdQuery = z
  .string({ error: INVALID_CODE })
  .min(1, { error: INVALID_CODE })
  .max(64, { error: INVALID_CODE });

/** A local date range, inclusive, start not after end (B §5) and at most `max` days. */
function checkRange(max: number) {
  return (input: { from: string; to: string }, ctx: z.RefinementCtx) => {
    if (input.from > input.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'iot-validation.10008' });
    } else if ((Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 + 1 > max) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'iot-validation.10029', params: { max } });
    }
  };
}

export const analysisPathSchema = z.object({ id: z.uuid({ error: 'iot-http.404' }) });
export const analysisQuerySchema = z
  .object({ from: localDate, to: localDate, device_id: deviceIdQuery.optional() })
  .superRefine(checkRange(ANALYSIS_DAYS_MAX));
export type AnalysisQuery = z.input<typeof analysisQuerySchema>;
export const meterStatisticsQuerySchema = z
  .object({
    from: localDate,
    to: localDate,
    device_id: deviceIdQuery.optional(),
    bucket: z.enum(METER_BUCKETS, { error: INVALID_CODE }).default('month'),
  })
  .superRefine(checkRange(METER_DAYS_MAX));
export type MeterStatisticsQuery = z.input<typeof meterStatisticsQuerySchema>;

export const analysisDeviceSchema = z.object({ id: z.string(), name: z.string() });
export type AnalysisDevice = z.infer<typeof analysisDeviceSchema>;

/** The cells at one moment: SOC, the pack mean and each cell's deviation from it (mV, signed). */
export const cellSnapshotSchema = z.object({
  ts: z.string(),
  soc: z.number().nullable(),
  mean_v: z.number(),
  deviations_mv: z.array(z.number()),
});
export type CellSnapshot = z.infer<typeof cellSnapshotSchema>;

export const laggingCellRankSchema = z.object({
  /** 1-based cell number. */
  cell: z.number(),
  /** Mean signed deviation at the ends of charge / discharge in the range, mV. */
  charge_mv: z.number().nullable(),
  discharge_mv: z.number().nullable(),
  /** Mean absolute deviation over every end of charge and discharge, mV: the ranking key. */
  score_mv: z.number(),
});
export type LaggingCellRank = z.infer<typeof laggingCellRankSchema>;

export const laggingCellsSchema = z.object({
  station_id: z.string(),
  devices: z.array(analysisDeviceSchema),
  device_id: z.string().nullable(),
  cell_count: z.number(),
  ranking: z.array(laggingCellRankSchema),
  days: z.array(
    z.object({
      date: z.string(),
      charge: cellSnapshotSchema.nullable(),
      discharge: cellSnapshotSchema.nullable(),
    }),
  ),
});
export type LaggingCells = z.infer<typeof laggingCellsSchema>;

export const batteryDaySchema = z.object({
  date: z.string(),
  samples: z.number(),
  soc_min: z.number().nullable(),
  soc_avg: z.number().nullable(),
  soc_max: z.number().nullable(),
  soh: z.number().nullable(),
  discharge_kwh: z.number().nullable(),
  cycles: z.number().nullable(),
  /** Largest cell voltage spread (max − min) of the day, mV. */
  voltage_spread_mv: z.number().nullable(),
  /** Largest cell temperature spread of the day, °C. */
  temperature_spread_c: z.number().nullable(),
});
export type BatteryDay = z.infer<typeof batteryDaySchema>;

export const batteryAnalysisSchema = z.object({
  station_id: z.string(),
  devices: z.array(analysisDeviceSchema),
  device_id: z.string().nullable(),
  /** The BMS's share of the station's installed capacity, kWh: one equivalent full cycle. */
  usable_capacity_kwh: z.number(),
  /** The converter whose discharge counter measures the energy (null: none found). */
  energy_device: analysisDeviceSchema.nullable(),
  days: z.array(batteryDaySchema),
  totals: z.object({ discharge_kwh: z.number(), cycles: z.number() }),
});
export type BatteryAnalysis = z.infer<typeof batteryAnalysisSchema>;

export const meterPointSchema = z.object({
  device_id: z.string(),
  device_name: z.string(),
  point: z.string(),
  zh: z.string(),
  en: z.string(),
  unit: z.string(),
});
export type MeterPoint = z.infer<typeof meterPointSchema>;

export const meterPeriodSchema = z.object({
  /** Local label: YYYY-MM-DD, YYYY-MM or YYYY. */
  period: z.string(),
  start: z.string(),
  end: z.string(),
  /** The reading at the period's start (the last one at or before it; else the first inside). */
  start_reading: z.number().nullable(),
  /** The last reading at or before the period's end. */
  end_reading: z.number().nullable(),
  /** Increase inside the period, a drop counted as a meter reset. */
  difference: z.number(),
  resets: z.number(),
});
export type MeterPeriod = z.infer<typeof meterPeriodSchema>;

export const meterStatisticsSchema = z.object({
  station_id: z.string(),
  bucket: z.enum(METER_BUCKETS),
  meters: z.array(analysisDeviceSchema),
  series: z.array(meterPointSchema.extend({ periods: z.array(meterPeriodSchema), total: z.number() })),
});
export type MeterStatistics = z.infer<typeof meterStatisticsSchema>;
