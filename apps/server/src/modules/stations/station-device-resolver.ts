import type { Db } from '../../db/database';
import type { StationDeviceResolver } from '../live/station-resolver';
import { StationsRepository } from './stations.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Live data's station subscriptions: the devices bound to a station of the tenant (undefined: no such station). */
export function stationDeviceResolverOf(db: Db): StationDeviceResolver {
  const stations = new StationsRepository(db);
  return async (tenantId, stationId) =>
    UUID.test(stationId) ? stations.boundDeviceIds(tenantId, stationId) : undefined;
}
