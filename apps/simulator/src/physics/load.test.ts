import { describe, expect, it } from 'vitest';
import { type LoadConfig, loadPowerKw } from './load';
import { localTime } from './local-time';

const office: LoadConfig = { profile: 'office', baseKw: 20, peakKw: 200, noise: 0.06 };
const factory: LoadConfig = { profile: 'factory', baseKw: 100, peakKw: 400, noise: 0.06 };
const TZ = 480;
/** Monday 2025-06-02 00:00 in UTC+8. */
const MONDAY = Date.UTC(2025, 5, 1, 16);

function at(config: LoadConfig, dayOffset: number, hour: number, seed = 1): number {
  const t = MONDAY + dayOffset * 86_400_000 + hour * 3600_000;
  return loadPowerKw(config, seed, t, localTime(t, TZ));
}

function dayEnergy(config: LoadConfig, dayOffset: number): number {
  let kwh = 0;
  for (let minute = 0; minute < 1440; minute += 15) kwh += at(config, dayOffset, minute / 60) / 4;
  return kwh;
}

describe('load profile', () => {
  it('follows the working day: offices busy at 10:00 and quiet at 03:00', () => {
    expect(at(office, 0, 10)).toBeGreaterThan(170);
    expect(at(office, 0, 3)).toBeLessThan(30);
    expect(at(factory, 0, 3)).toBeGreaterThan(150);
    expect(at(factory, 0, 3)).toBeLessThan(at(factory, 0, 10));
  });

  it('is lower at the weekend', () => {
    const weekday = dayEnergy(office, 2);
    expect(dayEnergy(office, 5)).toBeLessThan(weekday * 0.6);
    expect(dayEnergy(office, 6)).toBeLessThan(weekday * 0.5);
    expect(dayEnergy(factory, 6)).toBeLessThan(dayEnergy(factory, 2) * 0.8);
  });

  it('varies with noise inside its bounds, the same for the same seed', () => {
    const values = Array.from({ length: 96 }, (_, i) => at(factory, 1, 10 + i / 60));
    const distinct = new Set(values.map((v) => v.toFixed(3)));
    expect(distinct.size).toBeGreaterThan(50);
    for (const v of values) expect(v).toBeGreaterThan(0);
    expect(Math.max(...values)).toBeLessThan(400 * 1.07);
    expect(at(factory, 3, 14.2, 9)).toBe(at(factory, 3, 14.2, 9));
    expect(at(factory, 3, 14.2, 9)).not.toBe(at(factory, 3, 14.2, 10));
  });
});
