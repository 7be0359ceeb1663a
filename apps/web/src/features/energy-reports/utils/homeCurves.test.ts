import type { EnergyReport } from '@ies/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { homeCurves, homePeriod } from './homeCurves';

const row = (label: string, values: Record<string, number>) => ({
  label,
  start: label,
  values,
  base_label: null,
  base_values: null,
  change: null,
});
const station = (currency: 'CNY' | 'USD', rows: ReturnType<typeof row>[]) => ({
  id: currency,
  name: currency,
  currency,
  time_zone: null,
  offset_minutes: 0,
  rows,
  total: row('total', {}),
  payback: null,
  emission_factor: null,
});
const report = (stations: ReturnType<typeof station>[]) => ({ stations }) as unknown as EnergyReport;

describe('home curves', () => {
  it('sums every station by label and converts income into the home currency', () => {
    const energy = report([
      station('CNY', [row('2026-11-01', { charge: 10, discharge: 8, pv: 5 })]),
      station('USD', [row('2026-11-01', { charge: 2, discharge: 1, pv: 0 })]),
    ]);
    const revenue = report([
      station('CNY', [row('2026-11-01', { total: 100 })]),
      station('USD', [row('2026-11-01', { total: 10 })]),
    ]);
    const [point] = homeCurves(energy, revenue, { currency: 'CNY', rates: { USD: 7.2 } });
    expect(point).toMatchObject({
      charge: 12,
      discharge: 9,
      pv: 5,
      income: { CNY: 100, USD: 10 },
      incomeTotal: 172,
    });
    // Without a rate for every currency there is no total, only the amounts per currency.
    expect(homeCurves(energy, revenue, { currency: 'CNY', rates: {} })[0]?.incomeTotal).toBeNull();
  });

  it('asks for 30 days by day, 12 months by month and 5 years by year', () => {
    const today = dayjs('2026-11-28');
    expect(homePeriod('day', today)).toEqual({ start: '2026-10-30', end: '2026-11-28', bucket: 'day' });
    expect(homePeriod('month', today)).toEqual({ start: '2025-12-01', end: '2026-11-28', bucket: 'month' });
    expect(homePeriod('year', today)).toEqual({ start: '2022-01-01', end: '2026-11-28', bucket: 'year' });
  });
});
