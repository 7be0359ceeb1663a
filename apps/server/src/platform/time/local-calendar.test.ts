import { describe, expect, it } from 'vitest';
import { bucketsBetween, bucketStartOf, instantOfLocal, isKnownTimeZone, offsetAt } from './local-calendar';

const iso = (t: number) => new Date(t).toISOString();

describe('local calendar buckets', () => {
  it('splits days at local midnight for fixed offsets east and west of UTC', () => {
    const shanghai = { offsetMinutes: 480 };
    const phoenix = { offsetMinutes: -420 };
    const t = Date.parse('2026-03-10T17:00:00Z'); // 01:00 on the 11th in UTC+8, 10:00 on the 10th in UTC−7
    expect(iso(bucketStartOf(shanghai, t, 'day'))).toBe('2026-03-10T16:00:00.000Z');
    expect(iso(bucketStartOf(phoenix, t, 'day'))).toBe('2026-03-10T07:00:00.000Z');
  });

  it('keeps half-hour offsets in hour buckets', () => {
    const kolkata = { timeZone: 'Asia/Kolkata', offsetMinutes: 0 };
    const hours = bucketsBetween(
      kolkata,
      Date.parse('2026-01-01T00:00:00Z'),
      Date.parse('2026-01-01T02:00:00Z'),
      'hour',
    );
    expect(hours.map((h) => iso(h.start))).toEqual([
      '2025-12-31T23:30:00.000Z',
      '2026-01-01T00:30:00.000Z',
      '2026-01-01T01:30:00.000Z',
    ]);
    expect(hours[1]?.label).toBe('2026-01-01 06:00');
  });

  it('gives a daylight-saving day 23 and 25 hours', () => {
    const ny = { timeZone: 'America/New_York', offsetMinutes: 0 };
    const days = bucketsBetween(
      ny,
      Date.parse('2026-03-08T12:00:00Z'),
      Date.parse('2026-03-09T12:00:00Z'),
      'day',
    );
    expect(days[0]?.label).toBe('2026-03-08');
    expect((days[0]!.end - days[0]!.start) / 3_600_000).toBe(23);
    const fall = bucketsBetween(
      ny,
      Date.parse('2026-11-01T12:00:00Z'),
      Date.parse('2026-11-01T13:00:00Z'),
      'day',
    );
    expect((fall[0]!.end - fall[0]!.start) / 3_600_000).toBe(25);
    // The repeated 01:00 hour is two buckets.
    const hours = bucketsBetween(ny, fall[0]!.start, fall[0]!.end, 'hour');
    expect(hours).toHaveLength(25);
    expect(hours.filter((h) => h.label === '2026-11-01 01:00')).toHaveLength(2);
  });

  it('starts weeks on Monday and months and years on their first local day', () => {
    const sydney = { timeZone: 'Australia/Sydney', offsetMinutes: 0 };
    const t = Date.parse('2026-11-28T05:00:00Z'); // Saturday 16:00 in Sydney (UTC+11)
    expect(iso(bucketStartOf(sydney, t, 'week'))).toBe('2026-11-22T13:00:00.000Z'); // Monday 23rd 00:00
    expect(iso(bucketStartOf(sydney, t, 'month'))).toBe('2026-10-31T13:00:00.000Z');
    expect(iso(bucketStartOf(sydney, t, 'year'))).toBe('2025-12-31T13:00:00.000Z');
    const months = bucketsBetween(
      sydney,
      instantOfLocal(sydney, 2026, 3, 1),
      instantOfLocal(sydney, 2026, 5, 1),
      'month',
    );
    expect(months.map((m) => m.label)).toEqual(['2026-03', '2026-04']);
  });

  it('maps a local midnight skipped by a jump to the jump itself', () => {
    // Santiago skips 00:00–01:00 on the first Sunday of September.
    const santiago = { timeZone: 'America/Santiago', offsetMinutes: 0 };
    const start = instantOfLocal(santiago, 2026, 9, 6);
    expect(offsetAt(santiago, start)).toBe(-180);
    expect(offsetAt(santiago, start - 1)).toBe(-240);
  });

  it('knows IANA names and refuses unknown ones', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
