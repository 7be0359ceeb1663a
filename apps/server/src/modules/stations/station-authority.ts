import type { StationAccessLevel, StationSharePermission } from '@ies/contracts';
import type { StationRow } from '../../db/schema';
import type { StationVisibility } from '../../db/station-visibility';
import { forbidden, notFound } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';

export { type StationVisibility, visibleStationsCondition } from '../../db/station-visibility';

/** Sub-user station authority as the access module stores it (modules/access AccessScope). */
export interface StationScopeSource {
  scopeOf(auth: AuthContext): Promise<{ allStations: boolean; stationIds: string[] }>;
}

/** What the authority reads of the station tables: a station of a tenant and a user's shares. */
export interface StationAuthorityReads {
  find(tenantId: string, id: string): Promise<StationRow | undefined>;
  shareOf(stationId: string, userId: string): Promise<StationSharePermission | undefined>;
  sharesOfUser(userId: string): Promise<Map<string, StationSharePermission>>;
  findMany(tenantId: string, ids: readonly string[]): Promise<StationRow[]>;
  /** The listed devices that are the tenant's (any other id is absent from the answer). */
  devicesOfTenant(tenantId: string, ids: readonly string[]): Promise<Array<{ id: string }>>;
}

/** The devices a caller's device authority reaches: all of its tenant, or the listed ones. */
export type DeviceAuthoritySource = (auth: AuthContext) => Promise<{ deviceIds?: readonly string[] }>;

/**
 * What a service method touches, for `requireAccess`: stations (each at the level asked), devices
 * (each within the caller's device authority), or a tenant named in the request (the caller's own).
 */
export type AccessTarget =
  | { stationIds: readonly string[] }
  | { deviceIds: readonly string[] }
  | { tenantId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ordered: a share of a higher level allows everything a lower one does. */
const RANK: Record<StationAccessLevel, number> = { view: 1, edit: 2, distribute: 3, owner: 4 };

/** Whether `level` allows what `need` asks for. */
export function levelAllows(level: StationAccessLevel, need: StationAccessLevel): boolean {
  return RANK[level] >= RANK[need];
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
    private readonly devices?: DeviceAuthoritySource,
  ) {}

  /**
   * The one access call (issue 28): every listed station reached at `need` (404 when one is not
   * seen, 403 when one is seen below `need`), every listed device within the caller's device
   * authority (404 otherwise), or the tenant the request names being the caller's (404). Nothing of
   * another tenant is named: its ids answer exactly as ids that do not exist. Answers the stations,
   * in the order asked (none for devices and tenants).
   */
  async requireAccess(
    auth: AuthContext,
    need: StationAccessLevel,
    target: AccessTarget,
  ): Promise<StationRow[]> {
    if ('tenantId' in target) {
      if (target.tenantId !== auth.tenantId) throw notFound();
      return [];
    }
    if ('deviceIds' in target) {
      await this.requireDevices(auth, target.deviceIds);
      return [];
    }
    const ids = [...new Set(target.stationIds)];
    if (ids.some((id) => !UUID.test(id))) throw notFound();
    const rows = await this.reads.findMany(auth.tenantId, ids);
    if (rows.length !== ids.length) throw notFound();
    const scope = await this.access.scopeOf(auth);
    const shares = scope.allStations ? new Map() : await this.reads.sharesOfUser(auth.userId);
    const levels = rows.map((row): StationAccessLevel | undefined =>
      scope.allStations || scope.stationIds.includes(row.id) || row.createdBy === auth.userId
        ? 'owner'
        : shares.get(row.id),
    );
    if (levels.some((level) => level === undefined)) throw notFound();
    if (levels.some((level) => !levelAllows(level!, need))) throw forbidden();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)!);
  }

  private async requireDevices(auth: AuthContext, deviceIds: readonly string[]): Promise<void> {
    const ids = [...new Set(deviceIds)];
    if (ids.length === 0) return;
    const found = await this.reads.devicesOfTenant(auth.tenantId, ids);
    if (found.length !== ids.length) throw notFound();
    const scope = this.devices ? await this.devices(auth) : {};
    if (scope.deviceIds && ids.some((id) => !scope.deviceIds!.includes(id))) throw notFound();
  }

  /** Whether the caller sees the station (any level): the bell asks this per user. */
  async sees(auth: AuthContext, stationId: string): Promise<boolean> {
    return this.requireAccess(auth, 'view', { stationIds: [stationId] }).then(
      () => true,
      () => false,
    );
  }

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
