/*
 * Calendar buckets in a station's own time zone: hour, day, week (starting Monday), month and
 * year. A zone is an IANA name (daylight saving and half-hour offsets included) or, for stations
 * that only know a fixed offset, minutes east of UTC. Every report and statistic buckets through
 * here, so a day means the same local day everywhere.
 */

export type CalendarUnit = 'hour' | 'day' | 'week' | 'month' | 'year';

export interface StationZone {
  /** IANA zone name such as `Asia/Shanghai`; when absent, `offsetMinutes` applies all year. */
  timeZone?: string | null;
  /** Fixed offset east of UTC in minutes, used when `timeZone` is absent. */
  offsetMinutes: number;
}

export interface LocalParts {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
}

const MINUTE_MS = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether `name` is an IANA zone this runtime knows. */
export function isKnownTimeZone(name: string): boolean {
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset east of UTC, in minutes, at the instant `epochMs`. */
export function offsetAt(zone: StationZone, epochMs: number): number {
  if (!zone.timeZone) return zone.offsetMinutes;
  const parts = formatterOf(zone.timeZone).formatToParts(new Date(epochMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  const floored = Math.floor(epochMs / 1000) * 1000;
  return Math.round((asUtc - floored) / MINUTE_MS);
}

/** The wall-clock fields at `epochMs` in the zone. */
export function localPartsAt(zone: StationZone, epochMs: number): LocalParts {
  const local = new Date(epochMs + offsetAt(zone, epochMs) * MINUTE_MS);
  const dow = local.getUTCDay();
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: dow === 0 ? 7 : dow,
  };
}

/**
 * The instant of a local wall-clock time. A time skipped by a daylight-saving jump maps to the
 * first instant after the jump; a repeated time maps to its first occurrence.
 */
export function instantOfLocal(zone: StationZone, y: number, m: number, d: number, h = 0, min = 0): number {
  const wall = Date.UTC(y, m - 1, d, h, min);
  if (!zone.timeZone) return wall - zone.offsetMinutes * MINUTE_MS;
  // Try the offsets in force around that wall time; keep the earliest instant that shows it.
  const candidates = [offsetAt(zone, wall - 86_400_000), offsetAt(zone, wall + 86_400_000)];
  let best: number | undefined;
  for (const off of candidates) {
    const t = wall - off * MINUTE_MS;
    if (offsetAt(zone, t) === off && (best === undefined || t < best)) best = t;
  }
  if (best !== undefined) return best;
  // In a gap the wall time does not exist: read it with the offset before the jump, which for a
  // gap starting at that wall time (a midnight jump) is the jump's own instant.
  return wall - Math.min(...candidates) * MINUTE_MS;
}

/** The start (epoch ms) of the local bucket holding `epochMs`. */
export function bucketStartOf(zone: StationZone, epochMs: number, unit: CalendarUnit): number {
  const p = localPartsAt(zone, epochMs);
  switch (unit) {
    case 'hour': {
      // Floor by local minutes, not via the wall clock: a repeated hour stays two buckets.
      const floored = Math.floor(epochMs / MINUTE_MS) * MINUTE_MS;
      return floored - p.minute * MINUTE_MS;
    }
    case 'day':
      return instantOfLocal(zone, p.year, p.month, p.day);
    case 'week': {
      const monday = new Date(Date.UTC(p.year, p.month - 1, p.day - (p.weekday - 1)));
      return instantOfLocal(zone, monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate());
    }
    case 'month':
      return instantOfLocal(zone, p.year, p.month, 1);
    case 'year':
      return instantOfLocal(zone, p.year, 1, 1);
  }
}

/** The start of the bucket after the one starting at `start`. */
export function nextBucketStart(zone: StationZone, start: number, unit: CalendarUnit): number {
  if (unit === 'hour') {
    // The next local hour boundary; half-hour zones keep their :30 UTC boundaries.
    return bucketStartOf(zone, start + 61 * MINUTE_MS, 'hour');
  }
  const p = localPartsAt(zone, start);
  if (unit === 'day') return instantOfLocal(zone, p.year, p.month, p.day + 1);
  if (unit === 'week') return instantOfLocal(zone, p.year, p.month, p.day + 7);
  if (unit === 'month') return instantOfLocal(zone, p.year, p.month + 1, 1);
  return instantOfLocal(zone, p.year + 1, 1, 1);
}

export interface CalendarBucket {
  start: number;
  end: number;
  /** Local label: `YYYY-MM-DD HH:mm` (hour), `YYYY-MM-DD` (day, week: its Monday), `YYYY-MM`, `YYYY`. */
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function bucketLabel(zone: StationZone, start: number, unit: CalendarUnit): string {
  const p = localPartsAt(zone, start);
  const date = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  if (unit === 'hour') return `${date} ${pad(p.hour)}:${pad(p.minute)}`;
  if (unit === 'month') return `${p.year}-${pad(p.month)}`;
  if (unit === 'year') return String(p.year);
  return date;
}

/** The local buckets covering [from, to): the first one starts at or before `from`. */
export function bucketsBetween(
  zone: StationZone,
  from: number,
  to: number,
  unit: CalendarUnit,
): CalendarBucket[] {
  const out: CalendarBucket[] = [];
  for (let start = bucketStartOf(zone, from, unit); start < to; ) {
    const end = nextBucketStart(zone, start, unit);
    out.push({ start, end, label: bucketLabel(zone, start, unit) });
    start = end;
  }
  return out;
}

const DAY_MS = 86_400_000;

/** Minutes since local midnight at `epochMs`, on the wall clock (a repeated hour repeats them). */
export function localMinuteOfDay(zone: StationZone, epochMs: number): number {
  const local = epochMs + offsetAt(zone, epochMs) * MINUTE_MS;
  return Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

/** The local date (YYYY-MM-DD) at `epochMs`. */
export function localDateAt(zone: StationZone, epochMs: number): string {
  const p = localPartsAt(zone, epochMs);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The local day [start, end) of a YYYY-MM-DD date: 23 or 25 hours on a daylight-saving change. */
export function localDayRange(zone: StationZone, date: string): { start: number; end: number } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { start: instantOfLocal(zone, y, m, d), end: instantOfLocal(zone, y, m, d + 1) };
}

/** A station row's zone: its IANA zone when it has one, else its whole-hour offset all year. */
export function zoneOfStation(row: { timeZone: string | null; tzOffsetHours: number }): StationZone {
  return { timeZone: row.timeZone, offsetMinutes: row.tzOffsetHours * 60 };
}
