/*
 * A station's times are shown in its own time zone (stations store a whole-hour offset from UTC),
 * never in the browser's: Phoenix's day starts at its midnight even when read from Beijing.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** "UTC+8", "UTC−7" (a true minus sign), "UTC" for 0. */
export function tzLabel(offsetHours: number): string {
  if (offsetHours === 0) return 'UTC';
  return `UTC${offsetHours < 0 ? '−' : '+'}${Math.abs(offsetHours)}`;
}

/** The wall-clock parts of an instant in the station's zone. */
function wallClock(time: string | number | Date, offsetHours: number) {
  const ms = typeof time === 'number' ? time : new Date(time).getTime();
  const shifted = new Date(ms + offsetHours * 3_600_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** HH:mm in the station's zone (chart axes). */
export function stationClock(time: string | number | Date, offsetHours: number): string {
  const c = wallClock(time, offsetHours);
  return `${pad(c.hour)}:${pad(c.minute)}`;
}

/** YYYY-MM-DD in the station's zone. */
export function stationDate(time: string | number | Date, offsetHours: number): string {
  const c = wallClock(time, offsetHours);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** YYYY-MM-DD HH:mm:ss in the station's zone. */
export function stationDateTime(time: string | number | Date, offsetHours: number): string {
  const c = wallClock(time, offsetHours);
  return `${stationDate(time, offsetHours)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

/** The instant (epoch ms) of the station's local midnight that starts the day holding `time`. */
export function stationDayStart(time: string | number | Date, offsetHours: number): number {
  const c = wallClock(time, offsetHours);
  return Date.UTC(c.year, c.month - 1, c.day) - offsetHours * 3_600_000;
}
