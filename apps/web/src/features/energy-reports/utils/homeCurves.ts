import {
  type Currency,
  type HomeCurrency,
  type HomeCurves,
  type HomeCurveSpan,
  totalInHomeCurrency,
} from '@ies/contracts';

export type HomeSpan = HomeCurveSpan;

export interface HomeCurvePoint {
  label: string;
  charge: number;
  discharge: number;
  pv: number;
  /** Income per currency, and in the home currency when every currency has a rate. */
  income: Partial<Record<Currency, number>>;
  incomeTotal: number | null;
}

/** The server's points (every station summed by local label), with income in the home currency. */
export function homeCurves(
  curves: HomeCurves | undefined,
  setting: HomeCurrency | undefined,
): HomeCurvePoint[] {
  return (curves?.points ?? []).map((point) => ({
    label: point.label,
    charge: point.charge,
    discharge: point.discharge,
    pv: point.pv,
    income: Object.fromEntries(point.income.map((i) => [i.currency, i.amount])),
    incomeTotal: setting && point.income.length > 0 ? totalInHomeCurrency(point.income, setting) : null,
  }));
}
