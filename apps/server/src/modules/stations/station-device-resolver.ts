import type { Db } from '../../db/database';
import type { TenantAssets } from '../access/delegation';
import type { StationDeviceResolver } from '../live/station-resolver';
import { StationAuthority, type StationScopeSource } from './station-authority';
import { StationsRepository } from './stations.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Live data's station subscriptions: the devices bound to a station the caller reaches through the
 * station authority (undefined: no such station, or outside the caller's authority).
 */
export function stationDeviceResolverOf(db: Db, access: StationScopeSource): StationDeviceResolver {
  const stations = new StationsRepository(db);
  const authority = new StationAuthority(access, stations);
  return async (auth, stationId) => {
    if (!UUID.test(stationId) || !(await authority.find(auth, stationId))) return undefined;
    return stations.boundDeviceIds(auth.tenantId, stationId);
  };
}

/** Which station and device ids are the tenant's: access refuses grants of any other (docs/delegation.md). */
export function tenantAssetsOf(db: Db): TenantAssets {
  const stations = new StationsRepository(db);
  return {
    // Station ids are UUIDs: anything else is no station of the tenant (and would fail the cast).
    stationsOf: async (tenantId, ids) =>
      new Set(
        (
          await stations.findMany(
            tenantId,
            ids.filter((id) => UUID.test(id)),
          )
        ).map((row) => row.id),
      ),
    devicesOf: async (tenantId, ids) =>
      new Set((await stations.devicesOfTenant(tenantId, ids)).map((row) => row.id)),
  };
}
