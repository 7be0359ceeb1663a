import { z } from 'zod';
import { INVALID_CODE, INVALID_OPTION_CODE, REQUIRED_CODE } from '../common/text';
import { searchText } from '../common/names';
import { dateTime } from '../common/time';

/**
 * The statistics engine's calls (docs/spec/B-operations.md §7; methods defined in
 * docs/statistics.md): a device property aggregated over local calendar buckets.
 */

/** sum, average, max, min, accumulated subtraction (`diff`), latest cut-off value (`last`). */
export const STATISTIC_METHODS = ['sum', 'avg', 'max', 'min', 'diff', 'last'] as const;
export type StatisticMethod = (typeof STATISTIC_METHODS)[number];
export const STATISTIC_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type StatisticPeriod = (typeof STATISTIC_PERIODS)[number];
/** How the figures of several devices (or stations) of one bucket combine. */
export const STATISTIC_COMPUTES = ['sum', 'avg', 'max', 'min'] as const;
export type StatisticCompute = (typeof STATISTIC_COMPUTES)[number];
export const AGG_SORTS = ['asc', 'desc'] as const;

/** At most this many buckets in one call (a year of hours is 8784). */
export const STATISTIC_BUCKETS_MAX = 10_000;
/** A property is a thing-model point name. */
export const PROPERTY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const START_AFTER_END_CODE = 'iot-validation.10008';
export const TOO_MANY_BUCKETS_CODE = 'iot-data.10005';

export const statisticMethod = z.enum(STATISTIC_METHODS, { error: INVALID_OPTION_CODE });
export const statisticPeriod = z.enum(STATISTIC_PERIODS, { error: INVALID_OPTION_CODE });
export const propertyName = z
  .string({ error: REQUIRED_CODE })
  .min(1, { error: REQUIRED_CODE })
  .regex(PROPERTY_PATTERN, { error: INVALID_CODE });

const idList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z
    .array(z.string().min(1, { error: INVALID_CODE }), { error: INVALID_CODE })
    .max(200, { error: INVALID_CODE }),
);

/** Body of `POST /out-wrapper/group/tenants/{tenant_id}/enhance-statistics`. */
export const enhanceStatisticsInputSchema = z
  .object({
    agg_fun: statisticMethod,
    /** How devices (and stations) combine per bucket; sum when absent. */
    compute: z.enum(STATISTIC_COMPUTES, { error: INVALID_OPTION_CODE }).optional(),
    /** Station name search (B §5: no quotes or backslash); only stations whose name contains it. */
    condition: searchText.optional(),
    start_time: dateTime,
    end_time: dateTime,
    /** Base period to compare with (same period unit), bucket by bucket in order. */
    base_start_time: dateTime.optional(),
    base_end_time: dateTime.optional(),
    /** One station; absent means every station the caller may see. */
    group_id: z.uuid({ error: INVALID_CODE }).optional(),
    info_model_id: z.string().max(64, { error: INVALID_CODE }).optional(),
    period: statisticPeriod,
    property: propertyName,
    /** Devices (one id or several); they must be within the caller's authority. */
    things_id: idList.optional(),
    /** Order of the per-station rows by their total; by station name when absent. */
    agg_sort: z.enum(AGG_SORTS, { error: INVALID_OPTION_CODE }).optional(),
  })
  .refine((b) => Date.parse(b.start_time) < Date.parse(b.end_time), {
    path: ['end_time'],
    error: START_AFTER_END_CODE,
  })
  .refine((b) => (b.base_start_time === undefined) === (b.base_end_time === undefined), {
    path: ['base_end_time'],
    error: REQUIRED_CODE,
  })
  .refine(
    (b) =>
      !b.base_start_time || !b.base_end_time || Date.parse(b.base_start_time) < Date.parse(b.base_end_time),
    { path: ['base_end_time'], error: START_AFTER_END_CODE },
  );
export type EnhanceStatisticsInput = z.infer<typeof enhanceStatisticsInputSchema>;

export const statisticBucketSchema = z.object({
  /** Local label in the station's zone: `YYYY-MM-DD HH:mm`, `YYYY-MM-DD` (day, week's Monday), `YYYY-MM`, `YYYY`. */
  label: z.string(),
  start: z.string(),
  end: z.string(),
  value: z.number().nullable(),
  /** The base period's bucket at the same position, when a base period was asked. */
  base_label: z.string().nullable(),
  base_value: z.number().nullable(),
  /** (value − base) / |base| × 100; null without a base value or when it is 0. */
  change_rate: z.number().nullable(),
});
export type StatisticBucket = z.infer<typeof statisticBucketSchema>;

export const statisticSeriesSchema = z.object({
  buckets: z.array(statisticBucketSchema),
  /** The method over the whole period as one bucket (docs/statistics.md). */
  total: z.number().nullable(),
  base_total: z.number().nullable(),
  change_rate: z.number().nullable(),
});
export type StatisticSeries = z.infer<typeof statisticSeriesSchema>;

export const stationStatisticSchema = statisticSeriesSchema.extend({
  group_id: z.string(),
  name: z.string(),
  /** Devices of the station holding the property. */
  things_id: z.array(z.string()),
});
export type StationStatistic = z.infer<typeof stationStatisticSchema>;

export const enhanceStatisticsSchema = statisticSeriesSchema.extend({
  agg_fun: statisticMethod,
  compute: z.enum(STATISTIC_COMPUTES),
  period: statisticPeriod,
  property: z.string(),
  /** Every station counted, each with its own series (buckets by its local calendar). */
  groups: z.array(stationStatisticSchema),
});
export type EnhanceStatistics = z.infer<typeof enhanceStatisticsSchema>;

export const enhanceStatisticsParamsSchema = z.object({ tenant_id: z.string() });
