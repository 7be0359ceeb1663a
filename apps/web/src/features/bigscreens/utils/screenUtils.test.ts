import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';
import { DESIGN_HEIGHT, DESIGN_WIDTH, fitScale } from './fitScale';
import { SeriesBuffer } from './seriesBuffer';

describe('big screen utilities', () => {
  it('backs off by attempt count, never past 30 s, with jitter between half and the whole', () => {
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(50, () => 1)).toBe(30_000);
    for (let attempt = 1; attempt < 20; attempt++) {
      const delay = backoffDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(500);
      expect(delay).toBeLessThanOrEqual(30_000);
    }
  });

  it('fits the design canvas whole into any window, centred with bars on the spare side', () => {
    const wide = fitScale(2560, 1080);
    expect(wide.scale).toBe(1);
    expect(wide.left).toBe((2560 - DESIGN_WIDTH) / 2);
    const small = fitScale(1366, 768);
    expect(DESIGN_WIDTH * small.scale).toBeLessThanOrEqual(1366);
    expect(DESIGN_HEIGHT * small.scale).toBeLessThanOrEqual(768);
  });

  it('keeps at most its bound of points, the newest', () => {
    const buffer = new SeriesBuffer<number>(3);
    for (let i = 0; i < 10; i++) buffer.push(i);
    expect(buffer.values()).toEqual([7, 8, 9]);
  });
});
