import { AppError } from '../../platform/app-error';
import { skipsApiMap } from '../../platform/auth.plugin';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { AccessScope } from './access-scope';
import type { GroupGrants } from './granted-apis';
import type { RolesRepository } from './roles.repository';
import type { UserAccounts } from '../accounts/user-accounts';

/** Which of some station and device ids are the tenant's (the stations module answers it). */
export interface TenantAssets {
  stationsOf(tenantId: string, ids: readonly string[]): Promise<Set<string>>;
  devicesOf(tenantId: string, ids: readonly string[]): Promise<Set<string>>;
}

/** Station and device authority being granted (a scope, a batch addition, a group's lists). */
export interface AuthorityGrant {
  allStations: boolean;
  stationIds: readonly string[];
  allDevices: boolean;
  deviceIds: readonly string[];
}

/**
 * The one rule of who may hand out what (docs/delegation.md). Every access service call that
 * changes groups, scopes or another user asks it first, before anything is read for writing:
 *
 * - nobody changes their own groups or scope, or a group they belong to (sub-users);
 * - a sub-user acts only on users below it in the parent-user chain;
 * - a sub-user grants at most what it holds: APIs within its effective ones, all stations/devices
 *   only when it has them, listed ids only within its own lists;
 * - the tenant manager (and the platform administrator) is unrestricted within the tenant;
 * - station and device ids that are not the tenant's are refused for everyone.
 */
export class DelegationPolicy {
  constructor(
    private readonly deps: {
      grants: GroupGrants;
      scope: AccessScope;
      roles: RolesRepository;
      subUsers: Pick<UserAccounts['subUsers'], 'descendantsOf'>;
      assets: TenantAssets;
    },
  ) {}

  /** The caller may manage these sub-users (edit, reset password, delete, authorize). */
  async assertMayManage(auth: AuthContext, userIds: readonly string[]): Promise<void> {
    // The manager is no sub-user: naming itself answers 404 like any id that is not a sub-user.
    if (skipsApiMap(auth)) return;
    if (userIds.includes(auth.userId)) throw new AppError('iot-permission.10021');
    const below = await this.deps.subUsers.descendantsOf(auth.tenantId, auth.userId);
    if (userIds.some((id) => !below.has(id))) throw new AppError('iot-permission.10023');
  }

  /** A new user's parent: for a sub-user, itself or a user below it. */
  async assertMayParent(auth: AuthContext, parentId: string): Promise<void> {
    if (skipsApiMap(auth) || parentId === auth.userId) return;
    const below = await this.deps.subUsers.descendantsOf(auth.tenantId, auth.userId);
    if (!below.has(parentId)) throw new AppError('iot-permission.10023');
  }

  /** Binding these groups to someone: their APIs together within the caller's own. */
  async assertMayGrantRoles(auth: AuthContext, roleIds: readonly string[]): Promise<void> {
    if (skipsApiMap(auth) || roleIds.length === 0) return;
    await this.assertMayGrantApis(auth, await this.deps.roles.apisOfRoles(auth.tenantId, [...roleIds]));
  }

  /** A group's APIs (create or edit): within the caller's own. */
  async assertMayGrantApis(auth: AuthContext, apis: Iterable<string>): Promise<void> {
    if (skipsApiMap(auth)) return;
    const mine = await this.deps.grants.apisOf(auth);
    const beyond = [...new Set(apis)].filter((api) => !mine.has(api)).sort();
    if (beyond.length > 0) throw new AppError('iot-permission.10024', { data: { apis: beyond } });
  }

  /** Editing or deleting a group changes everyone bound to it: none may be the caller or outside its subtree. */
  async assertMayChangeGroup(auth: AuthContext, roleId: string): Promise<void> {
    if (skipsApiMap(auth)) return;
    const members = await this.deps.roles.membersOf(auth.tenantId, roleId);
    if (members.includes(auth.userId)) throw new AppError('iot-permission.10022');
    if (members.length === 0) return;
    const below = await this.deps.subUsers.descendantsOf(auth.tenantId, auth.userId);
    if (members.some((id) => !below.has(id))) throw new AppError('iot-permission.10027');
  }

  /** Station and device authority: the tenant's ids only (everyone), within the caller's own (sub-users). */
  async assertMayGrantAuthority(auth: AuthContext, grant: AuthorityGrant): Promise<void> {
    await this.assertTenantAssets(auth.tenantId, grant);
    if (skipsApiMap(auth)) return;
    const mine = await this.deps.scope.scopeOf(auth);
    const stations = new Set(mine.stationIds);
    const devices = new Set(mine.deviceIds);
    const stationIds = mine.allStations ? [] : grant.stationIds.filter((id) => !stations.has(id));
    const deviceIds = mine.allDevices ? [] : grant.deviceIds.filter((id) => !devices.has(id));
    const allStations = grant.allStations && !mine.allStations;
    const allDevices = grant.allDevices && !mine.allDevices;
    if (allStations || allDevices || stationIds.length > 0 || deviceIds.length > 0) {
      throw new AppError('iot-permission.10025', {
        data: {
          all_stations: allStations,
          all_devices: allDevices,
          station_ids: [...new Set(stationIds)],
          device_ids: [...new Set(deviceIds)],
        },
      });
    }
  }

  private async assertTenantAssets(
    tenantId: string,
    grant: Pick<AuthorityGrant, 'stationIds' | 'deviceIds'>,
  ): Promise<void> {
    const stationIds = [...new Set(grant.stationIds)];
    const deviceIds = [...new Set(grant.deviceIds)];
    const [stations, devices] = await Promise.all([
      this.deps.assets.stationsOf(tenantId, stationIds),
      this.deps.assets.devicesOf(tenantId, deviceIds),
    ]);
    const foreignStations = stationIds.filter((id) => !stations.has(id));
    const foreignDevices = deviceIds.filter((id) => !devices.has(id));
    if (foreignStations.length > 0 || foreignDevices.length > 0) {
      throw new AppError('iot-permission.10026', {
        data: { station_ids: foreignStations, device_ids: foreignDevices },
      });
    }
  }
}
