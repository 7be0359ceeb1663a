import type { Currency, ReportColumn } from '@ies/contracts';
import type { Locale } from '@ies/contracts';

const tag = (locale: Locale) => (locale === 'zh' ? 'zh-CN' : 'en-GB');

/** A figure as the table shows it: grouped digits, two decimals at most (money: the station's currency). */
export function formatFigure(
  value: number,
  unit: ReportColumn['unit'],
  currency: Currency,
  locale: Locale,
): string {
  if (unit === 'money')
    return new Intl.NumberFormat(tag(locale), {
      style: 'currency',
      currency,
      maximumFractionDigits: 2,
    }).format(value);
  const text = new Intl.NumberFormat(tag(locale), { maximumFractionDigits: unit === 'ton' ? 4 : 2 }).format(
    value,
  );
  return unit === '%' ? `${text} %` : text;
}

/** A change rate (a fraction) as a signed percentage; a dash without a base. */
export function formatChange(rate: number | null | undefined, locale: Locale): string {
  if (rate === null || rate === undefined) return '—';
  const text = new Intl.NumberFormat(tag(locale), {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(rate * 100);
  return `${text} %`;
}

/** The unit shown in a column's header. */
export function unitLabel(
  unit: ReportColumn['unit'],
  currency: Currency,
  weight: { kg: string; ton: string },
): string {
  if (unit === 'money') return currency;
  if (unit === 'kg') return weight.kg;
  if (unit === 'ton') return weight.ton;
  return unit;
}
