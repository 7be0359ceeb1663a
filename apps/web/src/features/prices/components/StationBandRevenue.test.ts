import type { DayRevenue } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { bandRows } from './StationBandRevenue';
import { EMPTY_BAND } from '../../../test/stationFixtures';

const none = EMPTY_BAND;

describe('bandRows', () => {
  it('keeps the bands the day touched, dearest first, with arbitrage + PV savings + feed-in as revenue', () => {
    const day = {
      bands: {
        sharp: none,
        peak: { ...none, price: 1.1, arbitrage: 11, pv_savings: 2, feed_in: 0.5 },
        flat: { ...none, pv_kwh: 3 },
        valley: { ...none, price: 0.3, charge_kwh: 40, arbitrage: -12 },
        deep_valley: none,
      },
    } as unknown as DayRevenue;
    expect(bandRows(day).map((row) => [row.band, row.revenue])).toEqual([
      ['peak', 13.5],
      ['flat', 0],
      ['valley', -12],
    ]);
    expect(bandRows(undefined)).toEqual([]);
  });
});
