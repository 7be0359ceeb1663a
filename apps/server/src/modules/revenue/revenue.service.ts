import type { DayRevenue } from '@ies/contracts';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import { localDateOf } from '../prices/prices.service';
import type { RevenueEngine } from './revenue-engine';
import type { RevenueRepository } from './revenue.repository';

export interface RevenueStationReach {
  reachable(auth: AuthContext, id: string, need: 'view'): Promise<{ id: string; tzOffsetHours: number }>;
}

/** Revenue by price band of a station-local day, from the stored daily figures. */
export class RevenueService {
  constructor(
    private readonly deps: {
      revenue: RevenueRepository;
      engine: RevenueEngine;
      clock: Clock;
      stations: () => RevenueStationReach;
    },
  ) {}

  async day(auth: AuthContext, stationId: string, asked: string | undefined): Promise<DayRevenue> {
    const reached = await this.deps.stations().reachable(auth, stationId, 'view');
    const station = await this.deps.revenue.station(reached.id);
    if (!station) throw notFound();
    const date = asked ?? localDateOf(this.deps.clock.now(), station.tzOffsetHours);
    const day = (await this.deps.engine.days(station, [date])).get(date)!;
    return day;
  }
}
