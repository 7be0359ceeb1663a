/** Wall-clock parts of a UTC instant at a site whose clock is `tzOffsetMinutes` ahead of UTC. */
export interface LocalTime {
  /** Days since 1970-01-01 in local time; the weather and weekday follow it. */
  dayIndex: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes since local midnight, fractional. */
  minuteOfDay: number;
  /** Day of the year, 1 … 366. */
  dayOfYear: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export function localTime(utcMs: number, tzOffsetMinutes: number): LocalTime {
  const localMs = utcMs + tzOffsetMinutes * MINUTE_MS;
  const dayIndex = Math.floor(localMs / DAY_MS);
  const date = new Date(localMs);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return {
    dayIndex,
    weekday: date.getUTCDay(),
    minuteOfDay: (localMs - dayIndex * DAY_MS) / MINUTE_MS,
    dayOfYear: Math.floor((localMs - yearStart) / DAY_MS) + 1,
  };
}

/** 'HH:MM' → minutes since midnight; '23:59' as an end means the end of the day. */
export function parseClock(text: string, isEnd = false): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) throw new Error(`not a HH:MM time: ${text}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return isEnd && minutes === 23 * 60 + 59 ? 24 * 60 : minutes;
}
