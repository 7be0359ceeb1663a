import type { StationAccessLevel, StationSharePermission } from '@ies/contracts';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { StationRow } from '../../db/schema';
import { stations } from '../../db/schema';
import { forbidden, notFound } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';

/** Sub-user station authority as the access module stores it (modules/access AccessScope). */
export interface StationScopeSource {
  scopeOf(auth: AuthContext): Promise<{ allStations: boolean; stationIds: string[] }>;
}

/** What the authority reads of the station tables: a station of a tenant and a user's shares. */
export interface StationAuthorityReads {
  find(tenantId: string, id: string): Promise<StationRow | undefined>;
  shareOf(stationId: string, userId: string): Promise<StationSharePermission | undefined>;
  sharesOfUser(userId: string): Promise<Map<string, StationSharePermission>>;
}

/** Which stations a caller reaches: the whole tenant, or listed ids plus own and shared ones. */
export interface StationVisibility {
  tenantId: string;
  userId: string;
  all: boolean;
  stationIds: readonly string[];
}

/** Ordered: a share of a higher level allows everything a lower one does. */
const RANK: Record<StationAccessLevel, number> = { view: 1, edit: 2, distribute: 3, owner: 4 };

/** Whether `level` allows what `need` asks for. */
export function levelAllows(level: StationAccessLevel, need: StationAccessLevel): boolean {
  return RANK[level] >= RANK[need];
}

/**
 * The SQL condition on `stations` of what a visibility reaches. Every list of stations (and of
 * their devices, through `station_devices`) uses this one condition.
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
 * The one station authority: which stations (and, through them, which bound devices) a caller
 * may see, and at which share level. Managers and "all stations" grants reach the whole tenant as
 * owners; a sub-user reaches its listed stations and those it created as owner, and stations shared
 * with it at the share's level. Anything else is 404, a level too low 403.
 */
export class StationAuthority {
  constructor(
    private readonly access: StationScopeSource,
    private readonly reads: StationAuthorityReads,
  ) {}

  /** The caller's visibility, for `visibleStationsCondition` in a repository's list. */
  async visibility(auth: AuthContext): Promise<StationVisibility> {
    const scope = await this.access.scopeOf(auth);
    return {
      tenantId: auth.tenantId,
      userId: auth.userId,
      all: scope.allStations,
      stationIds: scope.stationIds,
    };
  }

  /** The caller's level on a station of its tenant, undefined when it does not reach it. */
  async levelOf(auth: AuthContext, station: StationRow): Promise<StationAccessLevel | undefined> {
    if (station.tenantId !== auth.tenantId) return undefined;
    const scope = await this.access.scopeOf(auth);
    if (scope.allStations || scope.stationIds.includes(station.id) || station.createdBy === auth.userId)
      return 'owner';
    return this.reads.shareOf(station.id, auth.userId);
  }

  /**
   * Levels of listed stations (already filtered by the visibility condition) with one read of the
   * caller's authority and shares.
   */
  async levelsOf(auth: AuthContext, rows: readonly StationRow[]): Promise<Map<string, StationAccessLevel>> {
    const scope = await this.access.scopeOf(auth);
    if (scope.allStations) return new Map(rows.map((row) => [row.id, 'owner']));
    const shares = await this.reads.sharesOfUser(auth.userId);
    return new Map(
      rows.map((row) => [
        row.id,
        scope.allStations || scope.stationIds.includes(row.id) || row.createdBy === auth.userId
          ? 'owner'
          : (shares.get(row.id) ?? 'view'),
      ]),
    );
  }

  /** The station if the caller reaches it at `need` or above: 404 when not visible, 403 when too low. */
  async reach(auth: AuthContext, id: string, need: StationAccessLevel) {
    const station = await this.reads.find(auth.tenantId, id);
    if (!station) throw notFound();
    const level = await this.levelOf(auth, station);
    if (!level) throw notFound();
    if (!levelAllows(level, need)) throw forbidden();
    return { station, level };
  }

  /** The station if the caller reaches it at `need`, else undefined (no error: the socket refuses). */
  async find(auth: AuthContext, id: string, need: StationAccessLevel = 'view') {
    return this.reach(auth, id, need).then(
      (found) => found.station,
      () => undefined,
    );
  }
}
