import { type PriceConfig, priceConfigSchema } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { localDateOf } from '../prices/prices.service';
import { localDayRange, type StationZone } from '../../platform/time/local-calendar';
import { replaySteps } from './backtest-math';
import { decodeDayEnergy, encodeDayEnergy } from './revenue-day-energy';
import { BUCKET_MS, dayRevenue, type EnergyBucket } from './revenue-math';

// Issue 29: revenue days and price bands follow the station's IANA zone, daylight saving and
// half-hour offsets included, not a whole-hour offset all year.

const NEW_YORK: StationZone = { timeZone: 'America/New_York', offsetMinutes: -240 };
const KOLKATA: StationZone = { timeZone: 'Asia/Kolkata', offsetMinutes: 330 };
const HOUR = 3_600_000;

/** Peak 08:00–12:00 local at 2 a kWh, flat the rest of the day at 0.5. */
const tariff: { config: PriceConfig } = {
  config: priceConfigSchema.parse({
    charge_price: 0.3,
    discharge_price: 1,
    grid_connection_price: 0.4,
    periods: [
      { property: 'flat', start: '00:00', end: '08:00', price: 0.5 },
      { property: 'peak', start: '08:00', end: '12:00', price: 2 },
      { property: 'flat', start: '12:00', end: '23:59', price: 0.5 },
    ],
  }),
};

/** One kWh of discharge in every 5-minute bucket of [start, end). */
function everyBucket(start: number, end: number): EnergyBucket[] {
  const out: EnergyBucket[] = [];
  for (let t = start; t < end; t += BUCKET_MS)
    out.push({ start: t, charge: 0, discharge: 1, import: 0, export: 0, pv: 0, load: 1 });
  return out;
}

describe('revenue days in the station zone', () => {
  it('has 23, 25 and 24 hours on the change days and a day after them, and half-hour starts', () => {
    const spring = localDayRange(NEW_YORK, '2026-03-08');
    expect(new Date(spring.start).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect((spring.end - spring.start) / HOUR).toBe(23);
    const autumn = localDayRange(NEW_YORK, '2026-11-01');
    expect(new Date(autumn.start).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect((autumn.end - autumn.start) / HOUR).toBe(25);
    const after = localDayRange(NEW_YORK, '2026-11-02');
    expect(after.start).toBe(autumn.end);
    expect((after.end - after.start) / HOUR).toBe(24);
    const india = localDayRange(KOLKATA, '2026-07-15');
    expect(new Date(india.start).toISOString()).toBe('2026-07-14T18:30:00.000Z');
    expect(
      localDateOf(new Date('2026-07-14T18:29:00Z'), { timeZone: 'Asia/Kolkata', tzOffsetHours: 6 }),
    ).toBe('2026-07-14');
    expect(
      localDateOf(new Date('2026-07-14T18:30:00Z'), { timeZone: 'Asia/Kolkata', tzOffsetHours: 6 }),
    ).toBe('2026-07-15');
  });

  it('prices every bucket of a 25-hour day once, each at the band of its local wall-clock time', () => {
    const { start, end } = localDayRange(NEW_YORK, '2026-11-01');
    const buckets = everyBucket(start - 2 * HOUR, end + 2 * HOUR);
    const day = dayRevenue({ date: '2026-11-01', zone: NEW_YORK, tariff, buckets });
    // 25 hours of buckets, 4 of them (08:00–12:00 EST, 13:00–17:00 UTC) at the peak price.
    expect(day.bands.peak.discharge_kwh).toBe(48);
    expect(day.bands.flat.discharge_kwh).toBe(300 - 48);
    expect(day.arbitrage).toBeCloseTo(48 * 2 + 252 * 0.5, 6);
    // 12:00 UTC is 07:00 EST on that day: flat. A fixed UTC−4 would have read it as 08:00, peak.
    const seven = dayRevenue({
      date: '2026-11-01',
      zone: NEW_YORK,
      tariff,
      buckets: everyBucket(Date.parse('2026-11-01T12:00:00Z'), Date.parse('2026-11-01T12:05:00Z')),
    });
    expect(seven.bands.flat.discharge_kwh).toBe(1);
    expect(seven.bands.peak.discharge_kwh).toBe(0);
  });

  it('prices a 23-hour day with its peak at local 08:00 EDT', () => {
    const { start, end } = localDayRange(NEW_YORK, '2026-03-08');
    const day = dayRevenue({ date: '2026-03-08', zone: NEW_YORK, tariff, buckets: everyBucket(start, end) });
    expect(day.bands.peak.discharge_kwh + day.bands.flat.discharge_kwh).toBe(276);
    expect(day.bands.peak.discharge_kwh).toBe(48);
    const eightEdt = everyBucket(Date.parse('2026-03-08T12:00:00Z'), Date.parse('2026-03-08T12:05:00Z'));
    expect(
      dayRevenue({ date: '2026-03-08', zone: NEW_YORK, tariff, buckets: eightEdt }).bands.peak.discharge_kwh,
    ).toBe(1);
  });

  it('keeps a 25-hour day’s energy whole and prices it again to the same figures', () => {
    const range = localDayRange(NEW_YORK, '2026-11-01');
    const buckets = everyBucket(range.start, range.end);
    const bytes = encodeDayEnergy(range, 7, buckets)!;
    const decoded = decodeDayEnergy(bytes, range, 7)!;
    expect(decoded).toHaveLength(300);
    expect(dayRevenue({ date: '2026-11-01', zone: NEW_YORK, tariff, buckets: decoded })).toEqual(
      dayRevenue({ date: '2026-11-01', zone: NEW_YORK, tariff, buckets }),
    );
    // A 24-hour layout is not read as this day.
    expect(decodeDayEnergy(bytes, { start: range.start, end: range.start + 24 * HOUR }, 7)).toBeNull();
  });

  it('replays a backtest step at the local minute of its middle', () => {
    const start = Date.parse('2026-11-01T12:00:00Z'); // 07:00 EST
    const [step] = replaySteps(
      everyBucket(start, start + BUCKET_MS),
      new Map([[start, { from: start, to: start + BUCKET_MS }]]),
      NEW_YORK,
    );
    expect(step!.minuteOfDay).toBe(7 * 60 + 2);
  });
});
