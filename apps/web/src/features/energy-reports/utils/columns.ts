import { type Currency, type Locale, PRICE_PERIOD_PROPERTY_LABELS, type ReportColumn } from '@ies/contracts';
import type { TFunction } from 'i18next';
import { unitLabel } from './format';

type ColumnKey =
  | 'charge'
  | 'discharge'
  | 'pv'
  | 'import'
  | 'export'
  | 'load'
  | 'efficiency'
  | 'revenue'
  | 'arbitrage'
  | 'pv_savings'
  | 'feed_in'
  | 'subsidy'
  | 'demand_saving'
  | 'total'
  | 'from_grid'
  | 'from_pv'
  | 'from_storage'
  | 'co2_avoided'
  | 'kwh'
  | 'cost';

/** A column's name: its band first for per-band columns (`Peak · Charge`). */
export function columnName(column: ReportColumn, t: TFunction, locale: Locale): string {
  if (!column.band) return t(`energyReports.columns.${column.key as ColumnKey}`);
  const base = column.key.slice(column.band.length + 1) as ColumnKey;
  return `${PRICE_PERIOD_PROPERTY_LABELS[column.band][locale]} · ${t(`energyReports.columns.${base}`)}`;
}

/** The column's header with its unit. */
export function columnTitle(column: ReportColumn, currency: Currency, t: TFunction, locale: Locale): string {
  const unit = unitLabel(column.unit, currency, {
    kg: t('energyReports.units.kg'),
    ton: t('energyReports.units.ton'),
  });
  return `${columnName(column, t, locale)} (${unit})`;
}
