import { describe, expect, it } from 'vitest';
import { socWindowOf } from './backtest-math';

describe('the backtest SOC window', () => {
  it('takes each bound from the request, else the devices’ mean window, else 10–95 %', () => {
    expect(socWindowOf({}, [])).toEqual({
      min: 10,
      max: 95,
      source: { soc_min: 'default', soc_max: 'default' },
    });
    const two = [
      { min: 20, max: 90 },
      { min: 30, max: 85 },
    ];
    expect(socWindowOf({}, two)).toEqual({
      min: 25,
      max: 87.5,
      source: { soc_min: 'devices', soc_max: 'devices' },
    });
    expect(socWindowOf({ soc_max: 80 }, two)).toEqual({
      min: 25,
      max: 80,
      source: { soc_min: 'devices', soc_max: 'request' },
    });
    expect(socWindowOf({ soc_min: 5, soc_max: 99 }, two).source).toEqual({
      soc_min: 'request',
      soc_max: 'request',
    });
  });

  it('ignores devices without both bounds, or with a window that is not one', () => {
    const bad = [
      { min: null, max: null },
      { min: 20, max: null },
      { min: 'x', max: 90 },
      { min: 60, max: 40 },
      { min: -1, max: 90 },
      { min: 10, max: 101 },
    ];
    expect(socWindowOf({}, bad).source).toEqual({ soc_min: 'default', soc_max: 'default' });
    expect(socWindowOf({}, [...bad, { min: 12, max: 93 }])).toMatchObject({ min: 12, max: 93 });
  });
});
