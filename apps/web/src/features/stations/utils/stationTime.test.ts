import { describe, expect, it } from 'vitest';
import { stationClock, stationDate, stationDateTime, stationDayStart, tzLabel } from './stationTime';

describe('station time', () => {
  it("reads an instant on the station's wall clock, not the browser's", () => {
    // 07:00 UTC is Phoenix's (UTC−7) midnight and Beijing's 15:00.
    expect(stationClock('2026-06-01T07:00:00Z', -7)).toBe('00:00');
    expect(stationClock('2026-06-01T07:00:00Z', 8)).toBe('15:00');
    expect(stationDate('2026-06-01T03:00:00Z', -7)).toBe('2026-05-31');
    expect(stationDateTime('2026-06-01T03:04:05Z', 8)).toBe('2026-06-01 11:04:05');
  });

  it("finds the station's local midnight", () => {
    expect(new Date(stationDayStart('2026-06-01T20:00:00Z', -7)).toISOString()).toBe(
      '2026-06-01T07:00:00.000Z',
    );
    expect(new Date(stationDayStart('2026-06-01T20:00:00Z', 8)).toISOString()).toBe(
      '2026-06-01T16:00:00.000Z',
    );
  });

  it('labels the zone', () => {
    expect(tzLabel(8)).toBe('UTC+8');
    expect(tzLabel(-7)).toBe('UTC−7');
    expect(tzLabel(0)).toBe('UTC');
  });
});
