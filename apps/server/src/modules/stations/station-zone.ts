import type { StationUpdateInput } from '@ies/contracts';
import {
  isKnownTimeZone,
  offsetAt,
  type StationZone,
  zoneOfStation,
} from '../../platform/time/local-calendar';
import { ValidationError } from '../../platform/app-error';

/**
 * A station's zone for reports: its IANA zone when it has one, else its whole-hour offset all
 * year. Every report buckets a station's figures in this zone.
 */
export function stationZone(row: { timeZone: string | null; tzOffsetHours: number }): StationZone {
  return zoneOfStation(row);
}

/**
 * A form naming an IANA zone gets the zone's offset at `nowMs` (whole hours, −12…12) as its
 * `tz_offset_hours`, which the day figures and devices still follow: the two never disagree
 * about the hour of the day at the time of the edit.
 */
export function withZoneOffset<T extends Pick<StationUpdateInput, 'time_zone' | 'tz_offset_hours'>>(
  input: T,
  nowMs: number,
): T {
  const zone = input.time_zone;
  if (!zone) return input;
  if (!isKnownTimeZone(zone)) throw new ValidationError([{ field: 'time_zone', code: 'iot-station.10015' }]);
  const hours = Math.round(offsetAt({ timeZone: zone, offsetMinutes: 0 }, nowMs) / 60);
  return { ...input, tz_offset_hours: Math.max(-12, Math.min(12, hours)) };
}
