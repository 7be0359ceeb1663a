import type { DayRevenue } from '@ies/contracts';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import { localDateOf, type PricesService } from '../prices/prices.service';
import { energyBuckets, FLOW_COUNTERS } from './revenue-buckets';
import { dayRevenue, localDayRange } from './revenue-math';
import type { RevenueRepository } from './revenue.repository';

export interface RevenueStationReach {
  reachable(
    auth: AuthContext,
    id: string,
    need: 'view',
  ): Promise<{ id: string; tzOffsetHours: number; pricePerKwh: number }>;
}

const DAY_MS = 86_400_000;

/** Revenue by price band of a station-local day, computed on read from the 5-minute rollups. */
export class RevenueService {
  constructor(
    private readonly deps: {
      revenue: RevenueRepository;
      clock: Clock;
      prices: () => Pick<PricesService, 'templateOn'>;
      stations: () => RevenueStationReach;
    },
  ) {}

  async day(auth: AuthContext, stationId: string, asked: string | undefined): Promise<DayRevenue> {
    const station = await this.deps.stations().reachable(auth, stationId, 'view');
    const date = asked ?? localDateOf(this.deps.clock.now(), station.tzOffsetHours);
    const { start, end } = localDayRange(date, station.tzOffsetHours);
    const devices = await this.deps.revenue.boundDevices(station.id);
    // A day before gives the counters' readings to start from.
    const rollups = await this.deps.revenue.rollups5m(
      devices,
      start - DAY_MS,
      end,
      Object.values(FLOW_COUNTERS),
    );
    const template = await this.deps.prices().templateOn(station.id, date);
    const figures = dayRevenue({
      date,
      tzOffsetHours: station.tzOffsetHours,
      tariff: template ? { config: template.config } : { flatPrice: station.pricePerKwh },
      buckets: energyBuckets(rollups, start),
    });
    return { ...figures, template_id: template?.id ?? null };
  }
}
