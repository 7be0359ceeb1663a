import { describe, expect, it } from 'vitest';
import { mergeStats, newStats } from './rollup-math';
import { decodeStats, encodeStats } from './telemetry.repository';

describe('rollup stats encoding', () => {
  it('writes a one-sample bucket as [value, ts] or [value, ts, delta] and reads it back whole', () => {
    const gauge = newStats(1_764_374_400_000, 35.5, false);
    const counter = newStats(1_764_374_400_000, 9_802_080.25, true);
    expect(encodeStats(gauge)).toEqual([35.5, 1_764_374_400_000]);
    expect(encodeStats(counter)).toEqual([9_802_080.25, 1_764_374_400_000, 0]);
    expect(decodeStats(encodeStats(gauge))).toEqual(gauge);
    expect(decodeStats(encodeStats(counter))).toEqual(counter);
    expect(JSON.stringify(encodeStats(gauge)).length * 3).toBeLessThan(
      JSON.stringify([1, 35.5, 35.5, 35.5, 35.5, 1_764_374_400_000, 35.5, 1_764_374_400_000, null]).length,
    );
  });

  it('keeps the full form once a bucket holds more, and merges a stored one-sample bucket exactly', () => {
    const first = newStats(1_000, 10, true);
    const second = newStats(2_000, 12.5, true);
    const merged = mergeStats(decodeStats(encodeStats(first)), second);
    expect(merged).toMatchObject({
      count: 2,
      sum: 22.5,
      min: 10,
      max: 12.5,
      first: 10,
      last: 12.5,
      delta: 2.5,
    });
    expect(encodeStats(merged)).toHaveLength(9);
    expect(decodeStats(encodeStats(merged))).toEqual(merged);
  });
});
