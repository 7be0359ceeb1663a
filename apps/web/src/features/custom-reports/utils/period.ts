import type { CustomReportCycle, CustomReportRunQuery } from '@ies/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** The unit a cycle's period picker chooses: days of a month, months of a year, years of a decade. */
export const PICKER_OF_CYCLE = { day: 'month', month: 'year', year: 'year' } as const;

/**
 * The reporting period of a picked moment, as wall-clock times (the server reads them in each
 * station's own zone): a month of days, a year of months, or five years.
 */
export function periodOf(cycle: CustomReportCycle, picked: Dayjs): { from: Dayjs; to: Dayjs } {
  if (cycle === 'day') return { from: picked.startOf('month'), to: picked.startOf('month').add(1, 'month') };
  if (cycle === 'month') return { from: picked.startOf('year'), to: picked.startOf('year').add(1, 'year') };
  return { from: picked.startOf('year').subtract(4, 'year'), to: picked.startOf('year').add(1, 'year') };
}

/** The same length just before: the base period to compare with. */
export function basePeriodOf(cycle: CustomReportCycle, picked: Dayjs) {
  const unit = cycle === 'day' ? 'month' : cycle === 'month' ? 'year' : 'year';
  const steps = cycle === 'year' ? 5 : 1;
  return periodOf(cycle, picked.subtract(steps, unit));
}

const wall = (d: Dayjs) => `${d.format('YYYY-MM-DDTHH:mm:ss')}Z`;

export function runQuery(cycle: CustomReportCycle, picked: Dayjs, compare: boolean): CustomReportRunQuery {
  const { from, to } = periodOf(cycle, picked);
  const query: CustomReportRunQuery = { start_time: wall(from), end_time: wall(to) };
  if (!compare) return query;
  const base = basePeriodOf(cycle, picked);
  return { ...query, base_start_time: wall(base.from), base_end_time: wall(base.to) };
}

export const today = () => dayjs();
