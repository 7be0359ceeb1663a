import type { TimedJobCycle, TimedJobRepeatMode } from '@ies/contracts';
import { instantOfLocal, localPartsAt, type StationZone } from '../../platform/time/local-calendar';

/** When a timed strategy runs; times of day and specified times are the station's wall-clock. */
export interface TimedSchedule {
  repeatMode: TimedJobRepeatMode;
  cycle: TimedJobCycle | null;
  every: number;
  weekdays: number[];
  /** `HH:mm`. */
  runTime: string | null;
  dayOfMonth: number | null;
  monthOfYear: number | null;
  /** `YYYY-MM-DD HH:mm`. */
  specifiedTimes: string[];
  effectiveAt: number;
  failureAt: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Days since 1970-01-01 of a calendar date, and back. */
const dayNumber = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / DAY;
function dateOf(day: number): [number, number, number] {
  const date = new Date(day * DAY);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The instant of a specified time `YYYY-MM-DD HH:mm` in the zone. */
export function specifiedInstant(zone: StationZone, text: string): number {
  const [date = '', time = ''] = text.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return instantOfLocal(zone, y!, m!, d!, h!, min!);
}

/**
 * The first run strictly after `after` within [effective, failure), or null when none is left.
 * A monthly day the month lacks (the 31st in a 30-day month, the 29th of February) runs on the
 * month's last day. Weeks start on Monday; "every N" counts from the effective time's period.
 */
export function nextRunAfter(s: TimedSchedule, zone: StationZone, after: number): number | null {
  const within = (t: number) => (t < s.failureAt ? t : null);
  if (s.repeatMode === 'specified_time') {
    const times = s.specifiedTimes
      .map((text) => specifiedInstant(zone, text))
      .filter((t) => t > after && t >= s.effectiveAt && t < s.failureAt)
      .sort((a, b) => a - b);
    return times[0] ?? null;
  }
  const every = Math.max(1, s.every);
  if (s.cycle === 'interval_minutes' || s.cycle === 'interval_hours') {
    const step = every * (s.cycle === 'interval_minutes' ? MINUTE : 60 * MINUTE);
    const k = after < s.effectiveAt ? 0 : Math.floor((after - s.effectiveAt) / step) + 1;
    return within(s.effectiveAt + k * step);
  }
  const [hour, minute] = (s.runTime ?? '00:00').split(':').map(Number) as [number, number];
  const start = localPartsAt(zone, s.effectiveAt);
  const from = localPartsAt(zone, Math.max(after, s.effectiveAt));
  const at = (y: number, m: number, d: number) => instantOfLocal(zone, y, m, d, hour, minute);
  const periodRuns = (k: number): number[] => {
    switch (s.cycle) {
      case 'day':
        return [at(...dateOf(dayNumber(start.year, start.month, start.day) + k * every))];
      case 'week': {
        const monday = dayNumber(start.year, start.month, start.day) - (start.weekday - 1) + k * 7 * every;
        return [...new Set(s.weekdays)].sort((a, b) => a - b).map((wd) => at(...dateOf(monday + wd - 1)));
      }
      case 'month': {
        const index = start.year * 12 + start.month - 1 + k * every;
        const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
        return [at(y, m, Math.min(s.dayOfMonth ?? 1, daysInMonth(y, m)))];
      }
      case 'year': {
        const y = start.year + k * every;
        const m = s.monthOfYear ?? 1;
        return [at(y, m, Math.min(s.dayOfMonth ?? 1, daysInMonth(y, m)))];
      }
      default:
        return [];
    }
  };
  const elapsed = (() => {
    switch (s.cycle) {
      case 'day':
        return dayNumber(from.year, from.month, from.day) - dayNumber(start.year, start.month, start.day);
      case 'week':
        return (
          (dayNumber(from.year, from.month, from.day) - dayNumber(start.year, start.month, start.day)) / 7
        );
      case 'month':
        return from.year * 12 + from.month - (start.year * 12 + start.month);
      default:
        return from.year - start.year;
    }
  })();
  // One period back covers a run later in the previous period than `after`'s local time.
  for (let k = Math.max(0, Math.floor(elapsed / every) - 1), n = 0; n < 64; k += 1, n += 1) {
    for (const t of periodRuns(k)) {
      if (t >= s.failureAt) return null;
      if (t > after && t >= s.effectiveAt) return t;
    }
  }
  return null;
}
