import type { Labels } from '../common/label';

export const TIMED_JOB_REPEAT_MODES = ['cycle', 'specified_time'] as const;
export type TimedJobRepeatMode = (typeof TIMED_JOB_REPEAT_MODES)[number];
export const TIMED_JOB_REPEAT_MODE_LABELS: Labels<TimedJobRepeatMode> = {
  cycle: { zh: '周期执行', en: 'Repeat by cycle' },
  specified_time: { zh: '指定时间', en: 'At specified times' },
};

/** "Every other" is an interval of minutes (1–59) or hours (1–23). */
export const TIMED_JOB_CYCLES = [
  'interval_minutes',
  'interval_hours',
  'day',
  'week',
  'month',
  'year',
] as const;
export type TimedJobCycle = (typeof TIMED_JOB_CYCLES)[number];
export const TIMED_JOB_CYCLE_LABELS: Labels<TimedJobCycle> = {
  interval_minutes: { zh: '每隔若干分钟', en: 'Every N minutes' },
  interval_hours: { zh: '每隔若干小时', en: 'Every N hours' },
  day: { zh: '每天', en: 'Daily' },
  week: { zh: '每周', en: 'Weekly' },
  month: { zh: '每月', en: 'Monthly' },
  year: { zh: '每年', en: 'Yearly' },
};

/** ISO weekdays, 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Labels<Weekday> = {
  1: { zh: '周一', en: 'Monday' },
  2: { zh: '周二', en: 'Tuesday' },
  3: { zh: '周三', en: 'Wednesday' },
  4: { zh: '周四', en: 'Thursday' },
  5: { zh: '周五', en: 'Friday' },
  6: { zh: '周六', en: 'Saturday' },
  7: { zh: '周日', en: 'Sunday' },
};

export const TIMED_JOB_LOG_STATUSES = ['finished', 'failed'] as const;
export type TimedJobLogStatus = (typeof TIMED_JOB_LOG_STATUSES)[number];
export const TIMED_JOB_LOG_STATUS_LABELS: Labels<TimedJobLogStatus> = {
  finished: { zh: '已完成', en: 'Finished' },
  failed: { zh: '失败', en: 'Failed' },
};
