import { describe, expect, it } from 'vitest';
import { nextRunAfter, type TimedSchedule } from './timed-schedule';

// Each cycle kind in the station's zone (issue 31 item 3): pure, so no database.

const SHANGHAI = { timeZone: 'Asia/Shanghai', offsetMinutes: 480 };
const NEW_YORK = { timeZone: 'America/New_York', offsetMinutes: -300 };
const FIXED_MINUS_3 = { timeZone: null, offsetMinutes: -180 };

function schedule(extra: Partial<TimedSchedule>): TimedSchedule {
  return {
    repeatMode: 'cycle',
    cycle: 'day',
    every: 1,
    weekdays: [],
    runTime: '08:30',
    dayOfMonth: null,
    monthOfYear: null,
    specifiedTimes: [],
    effectiveAt: Date.parse('2026-04-01T00:00:00+08:00'),
    failureAt: Date.parse('2027-12-31T00:00:00+08:00'),
    ...extra,
  };
}

/** The first `n` runs from the effective time. */
function runs(s: TimedSchedule, zone: typeof SHANGHAI | typeof NEW_YORK | typeof FIXED_MINUS_3, n: number) {
  const out: string[] = [];
  let after = s.effectiveAt - 1;
  for (let i = 0; i < n; i++) {
    const next = nextRunAfter(s, zone, after);
    if (next === null) break;
    out.push(new Date(next).toISOString());
    after = next;
  }
  return out;
}

describe('timed strategy schedule', () => {
  it('every N minutes and hours from the effective time', () => {
    const s = schedule({ cycle: 'interval_minutes', every: 59 });
    expect(runs(s, SHANGHAI, 3)).toEqual([
      '2026-03-31T16:00:00.000Z',
      '2026-03-31T16:59:00.000Z',
      '2026-03-31T17:58:00.000Z',
    ]);
    expect(runs(schedule({ cycle: 'interval_hours', every: 23 }), SHANGHAI, 2)).toEqual([
      '2026-03-31T16:00:00.000Z',
      '2026-04-01T15:00:00.000Z',
    ]);
  });

  it('daily at the local time, every other day', () => {
    expect(runs(schedule({ every: 2 }), SHANGHAI, 3)).toEqual([
      '2026-04-01T00:30:00.000Z',
      '2026-04-03T00:30:00.000Z',
      '2026-04-05T00:30:00.000Z',
    ]);
  });

  it('a week on chosen weekdays (Monday and Thursday), and every other week', () => {
    // 2026-04-01 is a Wednesday.
    expect(runs(schedule({ cycle: 'week', weekdays: [4, 1] }), SHANGHAI, 4)).toEqual([
      '2026-04-02T00:30:00.000Z', // Thu
      '2026-04-06T00:30:00.000Z', // Mon
      '2026-04-09T00:30:00.000Z', // Thu
      '2026-04-13T00:30:00.000Z',
    ]);
    expect(runs(schedule({ cycle: 'week', every: 2, weekdays: [1, 3] }), SHANGHAI, 4)).toEqual([
      '2026-04-01T00:30:00.000Z', // Wed of the effective week
      '2026-04-13T00:30:00.000Z', // Mon two weeks on
      '2026-04-15T00:30:00.000Z',
      '2026-04-27T00:30:00.000Z',
    ]);
  });

  it('the 31st runs on the last day of a 30-day month and of February', () => {
    expect(runs(schedule({ cycle: 'month', dayOfMonth: 31 }), SHANGHAI, 4)).toEqual([
      '2026-04-30T00:30:00.000Z',
      '2026-05-31T00:30:00.000Z',
      '2026-06-30T00:30:00.000Z',
      '2026-07-31T00:30:00.000Z',
    ]);
    const fromJanuary = schedule({
      cycle: 'month',
      dayOfMonth: 31,
      effectiveAt: Date.parse('2026-01-15T00:00:00+08:00'),
    });
    expect(runs(fromJanuary, SHANGHAI, 2)).toEqual(['2026-01-31T00:30:00.000Z', '2026-02-28T00:30:00.000Z']);
  });

  it('yearly on a month and day (29 February in a common year runs on the 28th)', () => {
    const s = schedule({
      cycle: 'year',
      monthOfYear: 2,
      dayOfMonth: 29,
      failureAt: Date.parse('2031-01-01T00:00:00+08:00'),
    });
    expect(runs(s, SHANGHAI, 5)).toEqual([
      '2027-02-28T00:30:00.000Z',
      '2028-02-29T00:30:00.000Z',
      '2029-02-28T00:30:00.000Z',
      '2030-02-28T00:30:00.000Z',
    ]);
  });

  it("runs at the station's wall-clock time across daylight saving, and with a fixed offset", () => {
    const s = schedule({
      runTime: '08:00',
      effectiveAt: Date.parse('2026-03-06T00:00:00Z'),
      failureAt: Date.parse('2026-03-10T00:00:00Z'),
    });
    // New York moves to EDT on 8 March 2026: 08:00 is 13:00Z before and 12:00Z after.
    expect(runs(s, NEW_YORK, 5)).toEqual([
      '2026-03-06T13:00:00.000Z',
      '2026-03-07T13:00:00.000Z',
      '2026-03-08T12:00:00.000Z',
      '2026-03-09T12:00:00.000Z',
    ]);
    expect(runs(s, FIXED_MINUS_3, 1)).toEqual(['2026-03-06T11:00:00.000Z']);
  });

  it('nothing at or after the failure time; specified times in the effective period only', () => {
    const s = schedule({ failureAt: Date.parse('2026-04-02T08:30:00+08:00') });
    expect(runs(s, SHANGHAI, 5)).toEqual(['2026-04-01T00:30:00.000Z']);
    const specified = schedule({
      repeatMode: 'specified_time',
      cycle: null,
      specifiedTimes: ['2026-05-01 09:00', '2026-03-01 09:00', '2026-04-10 23:59', '2028-01-01 00:00'],
    });
    expect(runs(specified, SHANGHAI, 5)).toEqual(['2026-04-10T15:59:00.000Z', '2026-05-01T01:00:00.000Z']);
  });

  it('a run missed long ago is not made up: the next one is after the time asked', () => {
    const s = schedule({ cycle: 'week', weekdays: [5] });
    const after = Date.parse('2027-06-01T00:00:00Z'); // a Tuesday
    expect(new Date(nextRunAfter(s, SHANGHAI, after)!).toISOString()).toBe('2027-06-04T00:30:00.000Z');
  });
});
