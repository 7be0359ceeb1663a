import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { stations } from '../../db/schema';
import { type StationVisibility, visibleStationsCondition } from '../../db/station-visibility';
import { queryRows } from '../../telemetry/telemetry.repository';

export interface CurveSum extends Record<string, unknown> {
  label: string;
  currency: string;
  income: number;
  charge: number;
  discharge: number;
  pv: number;
}

/**
 * The home page's curves: the stored days of every station the caller sees, summed by local label
 * and currency in one statement. Energy is each day's kept sum over its bands (the figures the
 * reports add up); the stations are chosen by the one visibility condition.
 */
export class HomeCurvesRepository {
  constructor(private readonly db: Db) {}

  /** The zones of the stations the caller sees (to find their local today). */
  zones(v: StationVisibility) {
    return this.db
      .select({ id: stations.id, timeZone: stations.timeZone, tzOffsetHours: stations.tzOffsetHours })
      .from(stations)
      .where(visibleStationsCondition(v));
  }

  sums(v: StationVisibility, from: string, to: string, labelLength: 4 | 7 | 10): Promise<CurveSum[]> {
    return queryRows<CurveSum>(
      this.db,
      sql`select left(station_revenue_days.date, ${labelLength}) as label, stations.currency as currency,
          sum(station_revenue_days.total)::float8 as income,
          sum(station_revenue_days.charge_kwh)::float8 as charge,
          sum(station_revenue_days.discharge_kwh)::float8 as discharge,
          sum(station_revenue_days.pv_kwh)::float8 as pv
        from station_revenue_days
        join stations on stations.id = station_revenue_days.station_id
        where ${visibleStationsCondition(v)}
          and station_revenue_days.date between ${from} and ${to}
        group by 1, 2
        order by 1, 2`,
    );
  }
}
