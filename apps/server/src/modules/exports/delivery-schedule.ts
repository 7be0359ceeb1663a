import type { DeliveryFrequency, ExportSource } from '@ies/contracts';
import { instantOfLocal, localPartsAt, type StationZone } from '../../platform/time/local-calendar';

const DAY = 86_400_000;

export interface DeliveryTiming {
  frequency: DeliveryFrequency;
  /** HH:mm, local. */
  time: string;
  weekday: number | null;
  monthDay: number | null;
}

/** A local date `YYYY-MM-DD` moved by `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
const weekdayOf = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** The local date (in the zone) of an instant. */
export function localDate(zone: StationZone, at: number): string {
  const p = localPartsAt(zone, at);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * The first due instant after `after`: the local time on the next day that fits (every day, the
 * weekday, or the day of the month) in the station's zone, daylight-saving jumps included.
 */
export function nextDue(timing: DeliveryTiming, zone: StationZone, after: number): number {
  const [hh, mm] = timing.time.split(':').map(Number) as [number, number];
  let date = localDate(zone, after);
  for (let i = 0; i < 400; i++, date = addDays(date, 1)) {
    if (timing.frequency === 'weekly' && weekdayOf(date) !== timing.weekday) continue;
    if (timing.frequency === 'monthly' && parts(date)[2] !== timing.monthDay) continue;
    const [y, m, d] = parts(date);
    const at = instantOfLocal(zone, y, m, d, hh, mm);
    if (at > after) return at;
  }
  throw new Error('no due time within 400 days');
}

/** The period a send at `dueAt` reports: yesterday, last Monday–Sunday or last calendar month (local dates). */
export function reportPeriod(
  frequency: DeliveryFrequency,
  zone: StationZone,
  dueAt: number,
): { start: string; end: string } {
  const today = localDate(zone, dueAt);
  if (frequency === 'daily') {
    const day = addDays(today, -1);
    return { start: day, end: day };
  }
  if (frequency === 'weekly') {
    const end = addDays(today, -weekdayOf(today));
    return { start: addDays(end, -6), end };
  }
  const [y, m] = parts(today);
  const end = addDays(`${y}-${String(m).padStart(2, '0')}-01`, -1);
  return { start: `${end.slice(0, 7)}-01`, end };
}

/** The same source over another period; a base period, when asked, becomes the one just before. */
export function sourceOver(
  source: ExportSource,
  period: { start: string; end: string },
  zone: StationZone,
): ExportSource {
  const days = Math.round((Date.parse(period.end) - Date.parse(period.start)) / DAY) + 1;
  const base = { start: addDays(period.start, -days), end: addDays(period.start, -1) };
  const instant = (date: string) => {
    const [y, m, d] = parts(date);
    return new Date(instantOfLocal(zone, y, m, d)).toISOString();
  };
  switch (source.kind) {
    case 'energy_report':
      return {
        ...source,
        query: {
          ...source.query,
          start: period.start,
          end: period.end,
          ...(source.query.base_start ? { base_start: base.start, base_end: base.end } : {}),
        },
      };
    case 'custom_report':
      return {
        ...source,
        query: {
          start_time: instant(period.start),
          end_time: instant(addDays(period.end, 1)),
          ...(source.query.base_start_time
            ? { base_start_time: instant(base.start), base_end_time: instant(addDays(base.end, 1)) }
            : {}),
        },
      };
    default:
      return { ...source, query: { ...source.query, from: period.start, to: period.end } } as ExportSource;
  }
}
