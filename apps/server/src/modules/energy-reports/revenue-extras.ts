import type { ReportStation } from '@ies/contracts';
import type { StationRow } from '../../db/schema';
import { localDateOf, type PricesService } from '../prices/prices.service';
import { demandSaving } from '../revenue/revenue-math';
import type { RevenueEngine, StoredDay } from '../revenue/revenue-engine';
import { datesBetween, type Figures } from './report-grid';

/** How far back cumulative revenue reaches (days before the period's start). */
const PAYBACK_DAYS_MAX = 3660;

/**
 * Each calendar month's demand-charge saving over its days in the period ((peak without battery
 * − peak) × the rate of the tariff in force on the last of them), keyed by that last date.
 */
export function monthlyDemandSavings(
  timeline: Awaited<ReturnType<PricesService['tariffTimeline']>>,
  days: ReadonlyMap<string, StoredDay>,
): Map<string, number> {
  const byMonth = new Map<string, StoredDay[]>();
  for (const day of [...days.values()].sort((a, b) => a.date.localeCompare(b.date))) {
    const list = byMonth.get(day.date.slice(0, 7)) ?? [];
    list.push(day);
    byMonth.set(day.date.slice(0, 7), list);
  }
  const out = new Map<string, number>();
  for (const list of byMonth.values()) {
    const last = list.at(-1)!.date;
    const rate = timeline.find((v) => v.effectiveFrom <= last)?.config.demand_charge_per_kw ?? null;
    out.set(last, demandSaving(list, rate));
  }
  return out;
}

/**
 * Cumulative revenue against the station's total cost: every stored day from the station's first
 * data up to the period's end (the period's days with their demand-charge savings), and the local
 * date it first reached the cost.
 */
export async function paybackOf(
  revenue: Pick<RevenueEngine, 'stationDays' | 'firstData'>,
  station: StationRow,
  start: string,
  days: ReadonlyMap<string, StoredDay>,
  demand: ReadonlyMap<string, number>,
  rows: readonly Figures[],
): Promise<NonNullable<ReportStation['payback']>> {
  const first = await revenue.firstData(station.id);
  let before: StoredDay[] = [];
  if (first !== null) {
    const firstDate = localDateOf(new Date(first), station);
    const dayBefore = new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const dates = datesBetween(firstDate, dayBefore).slice(-PAYBACK_DAYS_MAX);
    if (dates.length > 0) before = [...(await revenue.stationDays(station.id, dates)).values()];
  }
  const cost = station.totalCost;
  let cum = 0;
  let paybackDate: string | null = null;
  const walk = (date: string, amount: number) => {
    cum += amount;
    if (paybackDate === null && cost !== null && cost > 0 && cum >= cost) paybackDate = date;
  };
  for (const day of before.sort((a, b) => a.date.localeCompare(b.date))) walk(day.date, day.total);
  const atStart = cum;
  for (const day of [...days.values()].sort((a, b) => a.date.localeCompare(b.date)))
    walk(day.date, day.total + (demand.get(day.date) ?? 0));
  const cumulative: number[] = [];
  let running = atStart;
  for (const row of rows) {
    running += row.total ?? 0;
    cumulative.push(Math.round(running * 1e4) / 1e4);
  }
  return {
    total_cost: cost,
    cumulative_revenue: Math.round(cum * 1e4) / 1e4,
    payback_date: paybackDate,
    cumulative,
  };
}
