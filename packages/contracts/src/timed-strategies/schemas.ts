import { z } from 'zod';
import {
  COMMAND_INTERVAL_SECONDS,
  COMMANDS_PER_TASK,
  TIMED_INTERVAL_HOURS,
  TIMED_INTERVAL_MINUTES,
  TIMED_RETRY_INTERVAL,
  TIMED_RETRY_TIMES,
} from '../common/limits';
import { TIMED_JOB_CYCLES, TIMED_JOB_LOG_STATUSES, TIMED_JOB_REPEAT_MODES } from './enums';
import { pagedSchema, pageQuerySchema } from '../common/paging';
import { timedJobName } from '../common/names';
import { integerInRange } from '../common/numbers';
import { INVALID_CODE, REQUIRED_CODE } from '../common/text';

/** Limits of a timed strategy beyond the shared ones (constants/limits). */
export const TIMED_STRATEGY_LIMITS = {
  /** "Every N" days, weeks, months or years. */
  every: { min: 1, max: 99 },
  /** Times of a specified-time strategy. */
  specifiedTimes: 10,
  dayOfMonth: { min: 1, max: 31 },
  monthOfYear: { min: 1, max: 12 },
} as const;

/** Local time of day `HH:mm`. */
export const TIMED_RUN_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Local date and time `YYYY-MM-DD HH:mm` in the station's zone. */
export const LOCAL_DATE_TIME_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d$/;

const instant = z.iso.datetime({ offset: true, error: INVALID_CODE });

export const timedCommandSchema = z.object({
  operation: z
    .string({ error: REQUIRED_CODE })
    .min(1, { error: REQUIRED_CODE })
    .max(64, { error: INVALID_CODE }),
  params: z.record(z.string(), z.unknown(), { error: INVALID_CODE }).default({}),
  /** Wait before this command, after the previous one (0–3600 s). */
  interval_seconds: integerInRange(COMMAND_INTERVAL_SECONDS).default(0),
});
export type TimedCommand = z.infer<typeof timedCommandSchema>;

const baseSchema = z.object({
  name: timedJobName,
  station_id: z.uuid({ error: REQUIRED_CODE }),
  device_id: z
    .string({ error: REQUIRED_CODE })
    .min(1, { error: REQUIRED_CODE })
    .max(64, { error: INVALID_CODE }),
  /** The function block (info-model block) the commands belong to; optional. */
  function_block: z.string({ error: INVALID_CODE }).max(64, { error: INVALID_CODE }).nullable().default(null),
  repeat_mode: z.enum(TIMED_JOB_REPEAT_MODES, { error: REQUIRED_CODE }),
  cycle: z.enum(TIMED_JOB_CYCLES, { error: INVALID_CODE }).nullable().default(null),
  /** Minutes (1–59) or hours (1–23) for the interval cycles; N days, weeks, months or years otherwise. */
  every: z.number({ error: INVALID_CODE }).int({ error: 'iot-validation.10005' }).default(1),
  weekdays: z.array(z.number().int().min(1).max(7), { error: INVALID_CODE }).max(7).default([]),
  /** Time of day for day, week, month and year cycles. */
  run_time: z
    .string({ error: INVALID_CODE })
    .regex(TIMED_RUN_TIME_PATTERN, { error: INVALID_CODE })
    .nullable()
    .default(null),
  day_of_month: integerInRange(TIMED_STRATEGY_LIMITS.dayOfMonth).nullable().default(null),
  month_of_year: integerInRange(TIMED_STRATEGY_LIMITS.monthOfYear).nullable().default(null),
  specified_times: z
    .array(z.string().regex(LOCAL_DATE_TIME_PATTERN, { error: INVALID_CODE }), { error: INVALID_CODE })
    .max(TIMED_STRATEGY_LIMITS.specifiedTimes, { error: 'iot-validation.10017' })
    .default([]),
  effective_at: instant,
  failure_at: instant,
  retry_times: integerInRange(TIMED_RETRY_TIMES).default(0),
  /** Minutes between retries (1–60). */
  retry_interval: integerInRange(TIMED_RETRY_INTERVAL).default(1),
  enabled: z.boolean({ error: INVALID_CODE }).default(false),
  commands: z
    .array(timedCommandSchema, { error: INVALID_CODE })
    .min(1, { error: REQUIRED_CODE })
    .max(COMMANDS_PER_TASK, { error: 'iot-job.10003' }),
});

type Shape = z.infer<typeof baseSchema>;

/** The rules across fields (B §5): cycle settings, interval ranges, effective before failure. */
export function checkTimedStrategy(value: Shape, ctx: z.RefinementCtx): void {
  const add = (path: (string | number)[], message: string, params?: Record<string, unknown>) =>
    ctx.addIssue({ code: 'custom', path, message, params });
  if (Date.parse(value.effective_at) >= Date.parse(value.failure_at)) add(['failure_at'], 'iot-job.10002');
  if (value.repeat_mode === 'specified_time') {
    if (value.specified_times.length === 0) add(['specified_times'], 'iot-timed.10002');
  } else if (!value.cycle) {
    add(['cycle'], REQUIRED_CODE);
  } else {
    const range =
      value.cycle === 'interval_minutes'
        ? TIMED_INTERVAL_MINUTES
        : value.cycle === 'interval_hours'
          ? TIMED_INTERVAL_HOURS
          : TIMED_STRATEGY_LIMITS.every;
    if (value.every < range.min || value.every > range.max)
      add(['every'], '10002', { min: range.min, max: range.max });
    const daily = value.cycle !== 'interval_minutes' && value.cycle !== 'interval_hours';
    if (daily && !value.run_time) add(['run_time'], 'iot-timed.10002');
    if (value.cycle === 'week' && value.weekdays.length === 0) add(['weekdays'], 'iot-timed.10001');
    if ((value.cycle === 'month' || value.cycle === 'year') && value.day_of_month === null)
      add(['day_of_month'], REQUIRED_CODE);
    if (value.cycle === 'year' && value.month_of_year === null) add(['month_of_year'], REQUIRED_CODE);
  }
}

export const timedStrategyInputSchema = baseSchema.superRefine(checkTimedStrategy);
export type TimedStrategyInput = z.input<typeof timedStrategyInputSchema>;
export type TimedStrategyValues = z.infer<typeof timedStrategyInputSchema>;

export const timedStrategySchema = z.object({
  id: z.string(),
  name: z.string(),
  station_id: z.string(),
  device_id: z.string(),
  device_name: z.string().nullable(),
  function_block: z.string().nullable(),
  repeat_mode: z.enum(TIMED_JOB_REPEAT_MODES),
  cycle: z.enum(TIMED_JOB_CYCLES).nullable(),
  every: z.number().int(),
  weekdays: z.array(z.number().int()),
  run_time: z.string().nullable(),
  day_of_month: z.number().int().nullable(),
  month_of_year: z.number().int().nullable(),
  specified_times: z.array(z.string()),
  effective_at: z.string(),
  failure_at: z.string(),
  retry_times: z.number().int(),
  retry_interval: z.number().int(),
  enabled: z.boolean(),
  commands: z.array(
    z.object({
      operation: z.string(),
      params: z.record(z.string(), z.unknown()),
      interval_seconds: z.number().int(),
    }),
  ),
  /** The next run in UTC, null when none is left or the strategy is disabled. */
  next_run_at: z.string().nullable(),
  /** The station's zone the times are read in (IANA name or UTC±hh:mm). */
  time_zone: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TimedStrategy = z.infer<typeof timedStrategySchema>;
export const timedStrategyListSchema = pagedSchema(timedStrategySchema);

export const TIMED_RUN_STATUSES = ['running', 'waiting_retry', ...TIMED_JOB_LOG_STATUSES] as const;
export type TimedRunStatus = (typeof TIMED_RUN_STATUSES)[number];

export const timedStrategyLogSchema = z.object({
  id: z.string(),
  strategy_id: z.string(),
  strategy_name: z.string(),
  status: z.enum(TIMED_RUN_STATUSES),
  retry_count: z.number().int(),
  /** What was sent: operation names with their params. */
  content: z.array(z.object({ operation: z.string(), params: z.record(z.string(), z.unknown()) })),
  /** The catalogue code of the failure, when failed. */
  error_code: z.string().nullable(),
  due_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TimedStrategyLog = z.infer<typeof timedStrategyLogSchema>;
export const timedStrategyLogListSchema = pagedSchema(timedStrategyLogSchema);

export const timedStrategyStationPathSchema = z.object({ station_id: z.uuid({ error: INVALID_CODE }) });
export const timedStrategyPathSchema = z.object({
  station_id: z.uuid({ error: INVALID_CODE }),
  id: z.uuid({ error: INVALID_CODE }),
});
export const timedStrategyListQuerySchema = pageQuerySchema;
export const timedStrategyLogQuerySchema = pageQuerySchema.extend({
  strategy_id: z.uuid({ error: INVALID_CODE }).optional(),
});
export const timedStrategyEnableSchema = z.object({ enabled: z.boolean({ error: REQUIRED_CODE }) });
