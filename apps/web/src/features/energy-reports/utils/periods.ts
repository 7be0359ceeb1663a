import type { ReportBucket } from '@ies/contracts';
import dayjs, { type Dayjs } from 'dayjs';

export type CompareWith = 'previous' | 'last_year';

const FORMAT = 'YYYY-MM-DD';
export const toDate = (d: Dayjs) => d.format(FORMAT);

/** A sensible first period for a bucket, ending yesterday (a closed day), in the browser's calendar. */
export function defaultPeriod(bucket: ReportBucket, today = dayjs()): [Dayjs, Dayjs] {
  const end = today.subtract(1, 'day');
  if (bucket === 'hour') return [end, end];
  if (bucket === 'day') return [end.subtract(6, 'day'), end];
  if (bucket === 'week') return [end.subtract(4, 'week').add(1, 'day'), end];
  if (bucket === 'month') return [end.startOf('year'), end];
  return [end.subtract(2, 'year').startOf('year'), end];
}

/**
 * The base period compared with [start, end]: the same number of days just before it, or the
 * same dates a year earlier.
 */
export function basePeriod(
  start: string,
  end: string,
  how: CompareWith,
): { base_start: string; base_end: string } {
  const s = dayjs(start);
  const e = dayjs(end);
  if (how === 'last_year')
    return { base_start: toDate(s.subtract(1, 'year')), base_end: toDate(e.subtract(1, 'year')) };
  const days = e.diff(s, 'day') + 1;
  return { base_start: toDate(s.subtract(days, 'day')), base_end: toDate(s.subtract(1, 'day')) };
}
