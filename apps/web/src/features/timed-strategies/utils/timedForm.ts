import type { TimedStrategy, TimedStrategyInput } from '@ies/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** The form's values: pickers hold dayjs values; the rest is the contract's shape. */
export interface TimedFormValues {
  name: string;
  device_id: string;
  function_block?: string | null;
  repeat_mode: 'cycle' | 'specified_time';
  cycle?: TimedStrategy['cycle'];
  every?: number;
  weekdays?: number[];
  run_time?: Dayjs | null;
  day_of_month?: number | null;
  month_of_year?: number | null;
  specified_times?: Array<Dayjs | null>;
  effective_at?: Dayjs | null;
  failure_at?: Dayjs | null;
  retry_times?: number;
  retry_interval?: number;
  enabled?: boolean;
  commands: Array<{ operation: string; params?: Record<string, unknown>; interval_seconds?: number }>;
}

/** Specified times are the station's wall-clock times: the picker's fields as typed. */
const WALL_CLOCK = 'YYYY-MM-DD HH:mm';

export function toInput(stationId: string, v: TimedFormValues): TimedStrategyInput {
  const params = (p: Record<string, unknown> | undefined) =>
    Object.fromEntries(Object.entries(p ?? {}).filter(([, value]) => value !== undefined && value !== ''));
  return {
    name: v.name,
    station_id: stationId,
    device_id: v.device_id,
    function_block: v.function_block || null,
    repeat_mode: v.repeat_mode,
    cycle: v.repeat_mode === 'cycle' ? (v.cycle ?? null) : null,
    every: v.every ?? 1,
    weekdays: v.weekdays ?? [],
    run_time: v.run_time ? v.run_time.format('HH:mm') : null,
    day_of_month: v.day_of_month ?? null,
    month_of_year: v.month_of_year ?? null,
    specified_times: (v.specified_times ?? []).flatMap((d) => (d ? [d.format(WALL_CLOCK)] : [])),
    effective_at: v.effective_at ? v.effective_at.toISOString() : '',
    failure_at: v.failure_at ? v.failure_at.toISOString() : '',
    retry_times: v.retry_times ?? 0,
    retry_interval: v.retry_interval ?? 1,
    enabled: v.enabled ?? false,
    commands: v.commands.map((c) => ({
      operation: c.operation,
      params: params(c.params),
      interval_seconds: c.interval_seconds ?? 0,
    })),
  };
}

export function toForm(s: TimedStrategy): TimedFormValues {
  return {
    name: s.name,
    device_id: s.device_id,
    function_block: s.function_block,
    repeat_mode: s.repeat_mode,
    cycle: s.cycle,
    every: s.every,
    weekdays: s.weekdays,
    run_time: s.run_time ? dayjs(s.run_time, 'HH:mm') : null,
    day_of_month: s.day_of_month,
    month_of_year: s.month_of_year,
    specified_times: s.specified_times.map((text) => dayjs(text, WALL_CLOCK)),
    effective_at: dayjs(s.effective_at),
    failure_at: dayjs(s.failure_at),
    retry_times: s.retry_times,
    retry_interval: s.retry_interval,
    enabled: s.enabled,
    commands: s.commands,
  };
}

export const EMPTY_FORM: Partial<TimedFormValues> = {
  repeat_mode: 'cycle',
  cycle: 'day',
  every: 1,
  retry_times: 0,
  retry_interval: 1,
  enabled: true,
  commands: [{ operation: '', interval_seconds: 0 }],
};
