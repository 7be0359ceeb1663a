import { describe, expect, it } from 'vitest';
import { bucketsBetween } from '../../platform/time/local-calendar';
import { newStats, statsFromSamples } from '../../telemetry/rollup-math';
import { type DeviceParts, reduceDevice } from './statistics-engine';
import { sourceLevel } from './statistics-source';

/*
 * Each method at its edges, on raw single-sample parts and on hour rollup parts of the same
 * samples: both sources must give the same figure.
 */

const H = 3_600_000;
const T0 = Date.UTC(2026, 2, 10); // a UTC midnight
const zone = { offsetMinutes: 0 };
const days = bucketsBetween(zone, T0, T0 + 3 * 24 * H, 'day');

type Sample = [number, number];

function rawParts(samples: Sample[], cumulative: boolean): DeviceParts {
  return { parts: samples.map(([t, v]) => ({ start: t, stats: newStats(t, v, cumulative) })), cumulative };
}

function hourParts(samples: Sample[], cumulative: boolean): DeviceParts {
  const byHour = new Map<number, Sample[]>();
  for (const s of samples) {
    const h = Math.floor(s[0] / H) * H;
    byHour.set(h, [...(byHour.get(h) ?? []), s]);
  }
  const parts = [...byHour.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([start, list]) => ({ start, stats: statsFromSamples(list, cumulative)! }));
  return { parts, cumulative };
}

function both(method: Parameters<typeof reduceDevice>[0], samples: Sample[], cumulative: boolean) {
  const raw = reduceDevice(method, days, rawParts(samples, cumulative));
  expect(reduceDevice(method, days, hourParts(samples, cumulative))).toEqual(raw);
  return raw;
}

describe('statistics methods', () => {
  it('leaves an empty bucket without a value, except the cut-off value which carries the last one', () => {
    const samples: Sample[] = [
      [T0 + 2 * H, 5],
      [T0 + 50 * H, 9],
    ];
    expect(both('sum', samples, false)).toEqual([5, null, 9]);
    expect(both('avg', samples, false)).toEqual([5, null, 9]);
    expect(both('max', samples, false)).toEqual([5, null, 9]);
    expect(both('min', samples, false)).toEqual([5, null, 9]);
    expect(both('diff', samples, true)).toEqual([0, null, 0]);
    expect(both('last', samples, false)).toEqual([5, 5, 9]);
  });

  it('a single sample: its value, and no increase', () => {
    const samples: Sample[] = [[T0 + 3 * H, 42]];
    expect(both('sum', samples, false)[0]).toBe(42);
    expect(both('avg', samples, false)[0]).toBe(42);
    expect(both('diff', samples, true)[0]).toBe(0);
    expect(both('diff', samples, false)[0]).toBe(0);
    expect(both('last', samples, false)).toEqual([42, 42, 42]);
  });

  it('a counter reset counts on from the new value; a gauge difference is last minus first', () => {
    const samples: Sample[] = [
      [T0 + 1 * H, 100],
      [T0 + 2 * H, 110],
      [T0 + 3 * H, 4], // meter replaced
      [T0 + 4 * H, 10],
    ];
    expect(both('diff', samples, true)[0]).toBe(10 + 6);
    expect(both('diff', samples, false)[0]).toBe(10 - 100);
  });

  it('a gap only means fewer samples', () => {
    const samples: Sample[] = [
      [T0 + 1 * H, 100],
      [T0 + 20 * H, 130],
      [T0 + 21 * H, 131],
    ];
    expect(both('diff', samples, true)[0]).toBe(31);
    expect(both('avg', samples, false)[0]).toBeCloseTo((100 + 130 + 131) / 3, 10);
  });

  it('a sample on a bucket edge belongs to the bucket it starts, and is the cut-off value of the one it ends', () => {
    const samples: Sample[] = [
      [T0 + 23 * H, 7],
      [T0 + 24 * H, 8], // the second day's first instant
    ];
    expect(both('sum', samples, false)).toEqual([7, 8, null]);
    expect(both('last', samples, false)).toEqual([8, 8, 8]);
    expect(reduceDevice('last', days, { ...rawParts([], false), before: 3 })).toEqual([3, 3, 3]);
  });

  it('reads the coarsest rollup whose grid holds every boundary', () => {
    const dayBoundaries = [T0 - 8 * H, T0 + 16 * H];
    expect(sourceLevel(dayBoundaries, 480)).toBe('1d');
    expect(sourceLevel(dayBoundaries, 0)).toBe('1h');
    expect(sourceLevel([T0 - 5.5 * H], 0)).toBe('5m');
    expect(sourceLevel([T0 + 7 * 60_000], 0)).toBe('raw');
  });
});
