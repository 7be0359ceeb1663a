import { type AnyColumn, and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { stations } from './schema';

/**
 * Which stations a caller sees: the whole tenant, or listed (assigned) ids plus the ones it created
 * and the ones shared with it. Made by the stations module's authority (`StationAuthority.visibility`).
 */
export interface StationVisibility {
  tenantId: string;
  userId: string;
  all: boolean;
  stationIds: readonly string[];
}

/**
 * "Stations this caller may see" as one SQL condition on `stations`. Every list, count, total,
 * bell and feed over station data uses it (directly, or through `seenStationColumn`), so assigned,
 * created and shared stations are seen alike everywhere. It lives in db/ because repositories of
 * several domains (stations, alarms) apply it, and a domain may not import another's repository.
 */
export function visibleStationsCondition(v: StationVisibility): SQL {
  const tenant = eq(stations.tenantId, v.tenantId);
  if (v.all) return tenant;
  const reach: SQL[] = [
    eq(stations.createdBy, v.userId),
    sql`exists (select 1 from station_shares s where s.station_id = ${stations.id} and s.user_id = ${v.userId})`,
  ];
  if (v.stationIds.length > 0) reach.push(inArray(stations.id, [...v.stationIds]));
  return and(tenant, or(...reach))!;
}

/**
 * The same condition on another table's station column: rows of a station the caller sees. A
 * caller who sees the whole tenant also sees rows without a station (the table's own tenant
 * condition applies); anyone else sees only rows of a station it sees.
 */
export function seenStationColumn(v: StationVisibility, column: AnyColumn): SQL | undefined {
  if (v.all) return undefined;
  return sql`${column} in (select ${stations.id} from ${stations} where ${visibleStationsCondition(v)})`;
}
