import { describe, expect, it } from 'vitest';
import { capacityOf } from './storage-capacity';

describe('capacityOf', () => {
  it('stays normal just below 95 %', () => {
    expect(capacityOf(9_499, 10_000)).toMatchObject({ used_percent: 94, state: 'normal' });
  });
  it('warns from exactly 95 %', () => {
    expect(capacityOf(9_500, 10_000)).toMatchObject({ used_percent: 95, state: 'warning' });
    expect(capacityOf(9_999, 10_000)).toMatchObject({ used_percent: 99, state: 'warning' });
  });
  it('is full at 100 % and stays at 100 % beyond the quota', () => {
    expect(capacityOf(10_000, 10_000)).toMatchObject({ used_percent: 100, state: 'full' });
    expect(capacityOf(25_000, 10_000)).toMatchObject({
      used_percent: 100,
      state: 'full',
      used_bytes: 25_000,
    });
  });
});
