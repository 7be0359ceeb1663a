import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { devices } from '../../db/schema';
import { notFound } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';

/**
 * Which devices a caller may reach beyond its tenant. `deviceIds` undefined means every device of
 * the tenant (managers, and until sub-user authority exists, everyone).
 *
 * PLUG-IN POINT for sub-user station/device authority: the access work provides an AccessScope
 * with `deviceIds`; `deviceScopeOf` is the single place the device module asks for it, and the
 * repository applies `deviceIds` to every read, edit and delete.
 */
export interface DeviceScope {
  tenantId: string;
  deviceIds?: readonly string[];
}

/** The devices a scope reaches: its tenant, narrowed to `deviceIds` when the caller has a device authority. */
export function deviceScopeCondition(scope: DeviceScope): SQL {
  const tenant = eq(devices.tenantId, scope.tenantId);
  if (!scope.deviceIds) return tenant;
  if (scope.deviceIds.length === 0) return sql`false`;
  return and(tenant, inArray(devices.id, [...scope.deviceIds]))!;
}

export type DeviceScopeResolver = (auth: AuthContext) => Promise<DeviceScope>;

/**
 * Adds devices a caller with limited device authority has just created to its authority, inside
 * the transaction that stores them (`tx`), so that the answer always matches what was stored.
 */
export type CreatedDevicesGrant = (auth: AuthContext, deviceIds: readonly string[], tx: Db) => Promise<void>;

/** Until sub-user authority lands: the caller's whole tenant. */
export const tenantWideScope: DeviceScopeResolver = async (auth) => ({ tenantId: auth.tenantId });

/** Sub-user device authority from the access module: managers and "all devices" grants see the tenant. */
export function deviceScopeFromAccess(access: {
  scopeOf(auth: AuthContext): Promise<{ allDevices: boolean; deviceIds: string[] }>;
}): DeviceScopeResolver {
  return async (auth) => {
    const scope = await access.scopeOf(auth);
    return scope.allDevices
      ? { tenantId: auth.tenantId }
      : { tenantId: auth.tenantId, deviceIds: scope.deviceIds };
  };
}

/**
 * The devices bound to a station the caller reaches, from the one station authority (stations
 * module); undefined when the station is outside the caller's authority or does not exist.
 */
export type StationDevicesResolver = (auth: AuthContext, stationId: string) => Promise<string[] | undefined>;

/** A list's `station_id` filter: the station's device ids, 404 when the caller does not reach it. */
export async function stationFilter(
  resolve: StationDevicesResolver | undefined,
  auth: AuthContext,
  stationId: string | undefined,
): Promise<readonly string[] | undefined> {
  if (stationId === undefined) return undefined;
  const ids = resolve ? await resolve(auth, stationId) : undefined;
  if (!ids) throw notFound();
  return ids;
}
