import type { StrategyRange } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { chartExtent, chartSegments } from './chartModel';

const base: StrategyRange = {
  start: '00:00',
  end: '23:59',
  mode: 'standby',
  charge_power_kw: 300,
  discharge_power_kw: 300,
  soc_min: 10,
  soc_max: 90,
};

describe('the strategy chart draws what the strategy does', () => {
  it('draws an anti-reflux range with 0 kW export as a line at 0 with the band above, not a ±300 kW block', () => {
    const [segment] = chartSegments([{ ...base, mode: 'anti_reflux', max_export_kw: 0 }]);
    expect(segment).toMatchObject({ from: 0, limit: -0, allowed: 'above' });
    expect(Math.abs(segment!.limit)).toBe(0);
  });

  it('caps the import below a peak-shaving threshold and a demand target', () => {
    const segments = chartSegments([
      { ...base, end: '12:00', mode: 'peak_shaving', grid_import_threshold_kw: 200 },
      { ...base, start: '12:00', mode: 'demand_control', demand_target_kw: 150 },
    ]);
    expect(segments.map((s) => [s.from, s.to, s.limit, s.allowed])).toEqual([
      [0, 12, 200, 'below'],
      [12, 24, 150, 'below'],
    ]);
    const extent = chartExtent(segments);
    expect(extent.max).toBeGreaterThan(200);
    expect(extent.min).toBeLessThan(0);
  });

  it('splits a demand response into standby around its event window', () => {
    const segments = chartSegments([
      {
        ...base,
        start: '08:00',
        end: '20:00',
        mode: 'demand_response',
        response_start: '14:00',
        response_end: '16:00',
        response_target_kw: 80,
      },
    ]);
    expect(segments.map((s) => [s.from, s.to, s.mode, s.limit])).toEqual([
      [8, 14, 'standby', 0],
      [14, 16, 'demand_response', 80],
      [16, 20, 'standby', 0],
    ]);
  });
});
