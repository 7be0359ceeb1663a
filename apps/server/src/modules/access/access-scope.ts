import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import { ScopesRepository } from './scopes.repository';

/** The stations and devices a user's permission groups list (a group's members see them). */
export interface GroupAssets {
  assetsOfUser(tenantId: string, userId: string): Promise<{ stationIds: string[]; deviceIds: string[] }>;
}

export interface AccessScopeOf {
  allStations: boolean;
  stationIds: string[];
  allDevices: boolean;
  deviceIds: string[];
}

/**
 * The stored station and device authority of a caller (managers: everything of their tenant): its
 * own scope row together with the stations and devices listed on its permission groups.
 * Stations are decided from it by the one station authority (modules/stations/station-authority.ts),
 * which adds own and shared stations; devices by the device scope (modules/devices/device-scope.ts).
 */
export class AccessScope {
  constructor(
    private readonly scopes: ScopesRepository,
    private readonly clock: Clock,
    private readonly groups: GroupAssets,
  ) {}

  /**
   * A sub-user with listed devices keeps reaching the devices it creates: they join its list in
   * the transaction (`tx`) that stores them (docs/delegation.md, "Creating under a scope").
   */
  async grantCreatedDevices(auth: AuthContext, deviceIds: readonly string[], tx: Db): Promise<void> {
    if (auth.isManager || auth.isPlatformAdmin) return;
    await new ScopesRepository(tx).appendDevices(auth.tenantId, auth.userId, deviceIds, this.clock.now());
  }

  async scopeOf(auth: AuthContext): Promise<AccessScopeOf> {
    if (auth.isManager || auth.isPlatformAdmin) {
      return { allStations: true, stationIds: [], allDevices: true, deviceIds: [] };
    }
    const [row, groups] = await Promise.all([
      this.scopes.find(auth.tenantId, auth.userId),
      this.groups.assetsOfUser(auth.tenantId, auth.userId),
    ]);
    return {
      allStations: row?.allStations ?? false,
      stationIds: [...new Set([...(row?.stationIds ?? []), ...groups.stationIds])],
      allDevices: row?.allDevices ?? false,
      deviceIds: [...new Set([...(row?.deviceIds ?? []), ...groups.deviceIds])],
    };
  }

  async allowsDevice(auth: AuthContext, deviceId: string): Promise<boolean> {
    const scope = await this.scopeOf(auth);
    return scope.allDevices || scope.deviceIds.includes(deviceId);
  }
}
