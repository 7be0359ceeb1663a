import type {
  AccessScopeInput,
  BatchAuthorization,
  PageQuery,
  SubUserCreate,
  SubUserUpdate,
} from '@ies/contracts';
import type { UserRow } from '../../db/schema';
import { AppError, notFound } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { normalizeEmail, normalizeMobile } from '../../platform/identity/destinations';
import type { UserAccounts } from '../accounts/user-accounts';
import { uniqueViolation } from '../../db/violations';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { PasswordHasher } from '../../platform/identity/password-hasher';
import type { SessionService } from '../../platform/identity/session.service';
import type { DelegationPolicy } from './delegation';
import type { RolesRepository } from './roles.repository';
import type { ScopesRepository } from './scopes.repository';
import { pageOffset } from '../../db/paging';

export interface SubUserView {
  user: UserRow;
  namespace: string;
  roles: { id: string; name: string }[];
  scope: AccessScopeInput;
}

const NO_SCOPE: AccessScopeInput = {
  all_stations: false,
  station_ids: [],
  all_devices: false,
  device_ids: [],
};

const UNIQUE_CODES: Record<string, string> = {
  users_mobile_unique: 'iot-user.10001',
  users_email_unique: 'iot-user.10002',
  users_tenant_username_unique: 'login.error.009',
};

/**
 * Sub-users of the caller's tenant (docs/spec/B-operations.md §5). The route's API permission is checked by the auth
 * plugin; here the tenant in the path must be the caller's (else 404) and every id must be the tenant's.
 */
export class SubUsersService {
  constructor(
    private readonly deps: {
      subUsers: UserAccounts['subUsers'];
      tenants: Pick<UserAccounts['tenants'], 'findById'>;
      roles: RolesRepository;
      scopes: ScopesRepository;
      hasher: PasswordHasher;
      sessions: SessionService;
      clock: Clock;
      /** Who may change whom and grant what: asked first by every changing call. */
      delegation: DelegationPolicy;
    },
  ) {}

  async list(auth: AuthContext, tenantId: string, page: PageQuery) {
    assertOwnTenant(auth, tenantId);
    const { rows, total } = await this.deps.subUsers.list(tenantId, pageOffset(page), page.page_size);
    return { views: await this.views(tenantId, rows), total };
  }

  async create(auth: AuthContext, tenantId: string, input: SubUserCreate): Promise<SubUserView> {
    assertOwnTenant(auth, tenantId);
    const tenant = await this.deps.tenants.findById(tenantId);
    if (!tenant) throw notFound();
    // The tenant's username is its namespace (the merchant's registered username).
    if (tenant.namespace.toLowerCase() === input.username.toLowerCase()) throw new AppError('iot-user.10011');
    const parent = await this.deps.subUsers.findInTenant(tenantId, input.parent_user_id);
    if (!parent) throw new AppError('iot-user.10013');
    await this.deps.delegation.assertMayParent(auth, parent.id);
    const mobile = normalizeMobile(input.mobile);
    const email = normalizeEmail(input.email);
    await this.assertUnused(mobile, email);
    await this.assertRolesOwned(tenantId, input.role_ids);
    await this.deps.delegation.assertMayGrantRoles(auth, input.role_ids);
    const now = this.deps.clock.now();
    let created: UserRow;
    try {
      created = await this.deps.subUsers.insert({
        tenantId,
        username: input.username,
        loginName: null,
        namespace: tenant.namespace,
        nickName: input.nick_name ?? input.username,
        passwordHash: await this.deps.hasher.hash(input.password),
        mobile,
        email,
        userType: parent.userType,
        isManager: false,
        parentUserId: parent.id,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      const code = UNIQUE_CODES[uniqueViolation(error) ?? '\0'];
      if (code) throw new AppError(code);
      throw error;
    }
    if (input.role_ids.length > 0) await this.deps.roles.setUserRoles(tenantId, created.id, input.role_ids);
    return (await this.views(tenantId, [created]))[0]!;
  }

  async update(
    auth: AuthContext,
    tenantId: string,
    userId: string,
    input: SubUserUpdate,
  ): Promise<SubUserView> {
    const current = await this.managedSubUser(auth, tenantId, userId);
    const mobile = normalizeMobile(input.mobile);
    const email = normalizeEmail(input.email);
    await this.assertUnused(mobile, email, userId);
    try {
      const updated = await this.deps.subUsers.update(tenantId, userId, {
        mobile,
        email,
        nickName: input.nick_name ?? current.nickName,
        updatedAt: this.deps.clock.now(),
      });
      if (!updated) throw notFound();
      return (await this.views(tenantId, [updated]))[0]!;
    } catch (error) {
      const code = UNIQUE_CODES[uniqueViolation(error) ?? '\0'];
      if (code) throw new AppError(code);
      throw error;
    }
  }

  /** Sets a new password and ends the user's sessions, so a leaked one stops working at once. */
  async resetPassword(auth: AuthContext, tenantId: string, userId: string, password: string): Promise<void> {
    await this.managedSubUser(auth, tenantId, userId);
    await this.deps.subUsers.setPassword(
      tenantId,
      userId,
      await this.deps.hasher.hash(password),
      this.deps.clock.now(),
    );
    await this.deps.sessions.endUserSessions(userId);
  }

  async delete(auth: AuthContext, tenantId: string, userId: string): Promise<void> {
    await this.managedSubUser(auth, tenantId, userId);
    if (await this.deps.subUsers.hasChildren(tenantId, userId)) throw new AppError('iot-user.10014');
    await this.deps.sessions.endUserSessions(userId);
    await this.deps.subUsers.delete(tenantId, userId);
  }

  async setRoles(
    auth: AuthContext,
    tenantId: string,
    userId: string,
    roleIds: string[],
  ): Promise<SubUserView> {
    const user = await this.managedSubUser(auth, tenantId, userId);
    await this.assertRolesOwned(tenantId, roleIds);
    await this.deps.delegation.assertMayGrantRoles(auth, roleIds);
    await this.deps.roles.setUserRoles(tenantId, userId, [...new Set(roleIds)]);
    return (await this.views(tenantId, [user]))[0]!;
  }

  async setScope(
    auth: AuthContext,
    tenantId: string,
    userId: string,
    scope: AccessScopeInput,
  ): Promise<SubUserView> {
    const user = await this.managedSubUser(auth, tenantId, userId);
    await this.deps.delegation.assertMayGrantAuthority(auth, {
      allStations: scope.all_stations,
      stationIds: scope.station_ids,
      allDevices: scope.all_devices,
      deviceIds: scope.device_ids,
    });
    await this.deps.scopes.upsert(
      tenantId,
      userId,
      {
        allStations: scope.all_stations,
        stationIds: [...new Set(scope.station_ids)],
        allDevices: scope.all_devices,
        deviceIds: [...new Set(scope.device_ids)],
      },
      this.deps.clock.now(),
    );
    return (await this.views(tenantId, [user]))[0]!;
  }

  /** Adds the groups, stations and devices to every listed sub-user; all ids must be the tenant's. */
  async authorizeBatch(auth: AuthContext, tenantId: string, input: BatchAuthorization): Promise<void> {
    assertOwnTenant(auth, tenantId);
    const userIds = [...new Set(input.user_ids)];
    await this.deps.delegation.assertMayManage(auth, userIds);
    for (const userId of userIds) {
      if (!(await this.deps.subUsers.findSubUser(tenantId, userId))) throw notFound();
    }
    await this.assertRolesOwned(tenantId, input.role_ids);
    await this.deps.delegation.assertMayGrantRoles(auth, input.role_ids);
    await this.deps.delegation.assertMayGrantAuthority(auth, {
      allStations: false,
      stationIds: input.station_ids,
      allDevices: false,
      deviceIds: input.device_ids,
    });
    await this.deps.roles.addUserRoles(tenantId, userIds, [...new Set(input.role_ids)]);
    if (input.station_ids.length === 0 && input.device_ids.length === 0) return;
    const now = this.deps.clock.now();
    const current = new Map(
      (await this.deps.scopes.ofUsers(tenantId, userIds)).map((row) => [row.userId, row]),
    );
    for (const userId of userIds) {
      const row = current.get(userId);
      await this.deps.scopes.upsert(
        tenantId,
        userId,
        {
          allStations: row?.allStations ?? false,
          stationIds: [...new Set([...(row?.stationIds ?? []), ...input.station_ids])],
          allDevices: row?.allDevices ?? false,
          deviceIds: [...new Set([...(row?.deviceIds ?? []), ...input.device_ids])],
        },
        now,
      );
    }
  }

  /** A sub-user of the caller's own tenant that the caller may manage; 404 when there is none. */
  private async managedSubUser(auth: AuthContext, tenantId: string, userId: string) {
    assertOwnTenant(auth, tenantId);
    await this.deps.delegation.assertMayManage(auth, [userId]);
    const user = await this.deps.subUsers.findSubUser(tenantId, userId);
    if (!user) throw notFound();
    return user;
  }

  private async assertUnused(mobile: string, email: string, exceptUserId?: string): Promise<void> {
    if (await this.deps.subUsers.holderOf('mobile', mobile, exceptUserId))
      throw new AppError('iot-user.10001');
    if (await this.deps.subUsers.holderOf('email', email, exceptUserId)) throw new AppError('iot-user.10002');
  }

  private async assertRolesOwned(tenantId: string, roleIds: string[]): Promise<void> {
    const ids = [...new Set(roleIds)];
    if ((await this.deps.roles.countOwned(tenantId, ids)) !== ids.length) throw notFound();
  }

  private async views(tenantId: string, rows: UserRow[]): Promise<SubUserView[]> {
    const ids = rows.map((row) => row.id);
    const [roles, scopes, tenant] = await Promise.all([
      this.deps.roles.rolesOfUsers(tenantId, ids),
      this.deps.scopes.ofUsers(tenantId, ids),
      this.deps.tenants.findById(tenantId),
    ]);
    const scopeByUser = new Map(scopes.map((row) => [row.userId, row]));
    return rows.map((user) => {
      const scope = scopeByUser.get(user.id);
      return {
        user,
        namespace: tenant?.namespace ?? user.namespace,
        roles: roles.filter((role) => role.userId === user.id).map(({ id, name }) => ({ id, name })),
        scope: scope
          ? {
              all_stations: scope.allStations,
              station_ids: scope.stationIds,
              all_devices: scope.allDevices,
              device_ids: scope.deviceIds,
            }
          : NO_SCOPE,
      };
    });
  }
}

function assertOwnTenant(auth: AuthContext, tenantId: string): void {
  if (auth.tenantId !== tenantId) throw notFound();
}
