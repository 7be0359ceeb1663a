import type { DayRevenue, StationDemand } from '@ies/contracts';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import { localDateOf, type PricesService } from '../prices/prices.service';
import { demandSaving } from './revenue-math';
import type { RevenueEngine } from './revenue-engine';
import type { RevenueRepository } from './revenue.repository';
import type { StationAccess } from '../stations/stations.service';

/** What revenue reads with (the backtest reads with the same, and the strategies). */
export interface RevenueDeps {
  revenue: RevenueRepository;
  engine: RevenueEngine;
  clock: Clock;
  stations: () => StationAccess;
  prices: () => Pick<PricesService, 'tariffTimeline'>;
}

/** Revenue by price band of a station-local day, from the stored daily figures. */
export class RevenueService {
  constructor(private readonly deps: RevenueDeps) {}

  async day(auth: AuthContext, stationId: string, asked: string | undefined): Promise<DayRevenue> {
    const [reached] = await this.deps.stations().requireAccess(auth, 'view', { stationIds: [stationId] });
    const station = await this.deps.revenue.station(reached.id);
    if (!station) throw notFound();
    const date = asked ?? localDateOf(this.deps.clock.now(), station);
    const day = (await this.deps.engine.days(station, [date])).get(date)!;
    return day;
  }

  /** A month's peak import with and without the battery and the demand-charge saving (item 4). */
  async demand(auth: AuthContext, stationId: string, asked: string | undefined): Promise<StationDemand> {
    const [reached] = await this.deps.stations().requireAccess(auth, 'view', { stationIds: [stationId] });
    const station = await this.deps.revenue.station(reached.id);
    if (!station) throw notFound();
    const today = localDateOf(this.deps.clock.now(), station);
    const month = asked ?? today.slice(0, 7);
    const dates: string[] = [];
    for (let day = 1; day <= 31; day++) {
      const date = `${month}-${String(day).padStart(2, '0')}`;
      if (date > today || !new Date(`${date}T00:00:00Z`).toISOString().startsWith(date)) break;
      dates.push(date);
    }
    const days = [...(await this.deps.engine.days(station, dates)).values()];
    const last = dates.at(-1);
    const version = last
      ? (await this.deps.prices().tariffTimeline(station.id)).find((v) => v.effectiveFrom <= last)
      : undefined;
    const rate = version?.config.demand_charge_per_kw ?? null;
    let peak = 0;
    let peakDate: string | null = null;
    for (const day of days) {
      if (day.peak_import_kw > peak) {
        peak = day.peak_import_kw;
        peakDate = day.date;
      }
    }
    const without = Math.max(0, ...days.map((d) => d.peak_import_without_battery_kw));
    return {
      month,
      days: days.length,
      demand_charge_per_kw: rate,
      peak_import_kw: peak,
      peak_date: peakDate,
      peak_import_without_battery_kw: without,
      demand_charge: Math.round(peak * (rate ?? 0) * 1e6) / 1e6,
      saving: demandSaving(days, rate),
    };
  }
}
