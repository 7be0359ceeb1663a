import type { HomeCurves } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { homeCurves } from './homeCurves';

const curves: HomeCurves = {
  span: 'day',
  start: '2026-10-30',
  end: '2026-11-28',
  points: [
    {
      label: '2026-11-01',
      charge: 12,
      discharge: 9,
      pv: 5,
      income: [
        { currency: 'CNY', amount: 100 },
        { currency: 'USD', amount: 10 },
      ],
    },
  ],
};

describe('home curves', () => {
  it('keeps the income per currency and converts it into the home currency', () => {
    const [point] = homeCurves(curves, { currency: 'CNY', rates: { USD: 7.2 } });
    expect(point).toMatchObject({
      label: '2026-11-01',
      charge: 12,
      discharge: 9,
      pv: 5,
      income: { CNY: 100, USD: 10 },
      incomeTotal: 172,
    });
    // Without a rate for every currency there is no total, only the amounts per currency.
    expect(homeCurves(curves, { currency: 'CNY', rates: {} })[0]?.incomeTotal).toBeNull();
    expect(homeCurves(curves, undefined)[0]?.incomeTotal).toBeNull();
    expect(homeCurves(undefined, undefined)).toEqual([]);
  });
});
