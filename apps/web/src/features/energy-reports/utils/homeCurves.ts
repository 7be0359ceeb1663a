import { type Currency, type EnergyReport, type HomeCurrency, totalInHomeCurrency } from '@ies/contracts';
import dayjs from 'dayjs';

export type HomeSpan = 'day' | 'month' | 'year';

/** The reporting period of each view: the last 30 days by day, 12 months by month, 5 years by year. */
export function homePeriod(
  span: HomeSpan,
  today = dayjs(),
): { start: string; end: string; bucket: HomeSpan } {
  const end = today.format('YYYY-MM-DD');
  if (span === 'day') return { start: today.subtract(29, 'day').format('YYYY-MM-DD'), end, bucket: 'day' };
  if (span === 'month')
    return { start: today.subtract(11, 'month').startOf('month').format('YYYY-MM-DD'), end, bucket: 'month' };
  return { start: today.subtract(4, 'year').startOf('year').format('YYYY-MM-DD'), end, bucket: 'year' };
}

export interface HomeCurvePoint {
  label: string;
  charge: number;
  discharge: number;
  pv: number;
  /** Income per currency, and in the home currency when every currency has a rate. */
  income: Partial<Record<Currency, number>>;
  incomeTotal: number | null;
}

/**
 * Every station's buckets summed by local label (stations in other zones share calendar labels):
 * energy in kWh, income per currency and, with a home currency, converted into one total.
 */
export function homeCurves(
  energy: EnergyReport | undefined,
  revenue: EnergyReport | undefined,
  setting: HomeCurrency | undefined,
): HomeCurvePoint[] {
  const points = new Map<string, HomeCurvePoint>();
  const at = (label: string) => {
    let point = points.get(label);
    if (!point) {
      point = { label, charge: 0, discharge: 0, pv: 0, income: {}, incomeTotal: null };
      points.set(label, point);
    }
    return point;
  };
  for (const station of energy?.stations ?? []) {
    for (const row of station.rows) {
      const point = at(row.label);
      point.charge += row.values.charge ?? 0;
      point.discharge += row.values.discharge ?? 0;
      point.pv += row.values.pv ?? 0;
    }
  }
  for (const station of revenue?.stations ?? []) {
    for (const row of station.rows) {
      const point = at(row.label);
      point.income[station.currency] = (point.income[station.currency] ?? 0) + (row.values.total ?? 0);
    }
  }
  const list = [...points.values()].sort((a, b) => a.label.localeCompare(b.label));
  for (const point of list) {
    const amounts = Object.entries(point.income).map(([currency, amount]) => ({
      currency: currency as Currency,
      amount: amount ?? 0,
    }));
    point.incomeTotal = setting && amounts.length > 0 ? totalInHomeCurrency(amounts, setting) : null;
  }
  return list;
}
