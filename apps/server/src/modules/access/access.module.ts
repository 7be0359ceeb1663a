import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { UserAccounts } from '../accounts/user-accounts';
import { PasswordHasher } from '../../platform/identity/password-hasher';
import type { SessionService } from '../../platform/identity/session.service';
import { AccessScope } from './access-scope';
import { DelegationPolicy, type TenantAssets } from './delegation';
import { GroupGrants } from './granted-apis';
import { PrivilegesService } from './privileges.service';
import { RolesRepository } from './roles.repository';
import { RolesService } from './roles.service';
import { ScopesRepository } from './scopes.repository';
import { accessRoutes } from './access.routes';
import { SubUsersService } from './sub-users.service';

export type AccessCore = ReturnType<typeof createAccessCore>;

/** The parts of access the auth plugin and sign-in need; built before identity. */
export function createAccessCore(deps: {
  db: Db;
  clock: Clock;
  assets: TenantAssets;
  accounts: UserAccounts;
}) {
  const rolesRepository = new RolesRepository(deps.db);
  const scopes = new ScopesRepository(deps.db);
  const grants = new GroupGrants(rolesRepository);
  const scope = new AccessScope(scopes, deps.clock, rolesRepository);
  const delegation = new DelegationPolicy({
    grants,
    scope,
    roles: rolesRepository,
    subUsers: deps.accounts.subUsers,
    assets: deps.assets,
  });
  return {
    rolesRepository,
    scopes,
    grants,
    delegation,
    roles: new RolesService(rolesRepository, deps.clock, delegation),
    privileges: new PrivilegesService(grants),
    /** For the station and device modules: `scope.scopeOf(auth)`. */
    scope,
  };
}

export function createSubUsers(deps: {
  accounts: UserAccounts;
  clock: Clock;
  core: AccessCore;
  sessions: SessionService;
}) {
  return new SubUsersService({
    subUsers: deps.accounts.subUsers,
    tenants: deps.accounts.tenants,
    roles: deps.core.rolesRepository,
    scopes: deps.core.scopes,
    hasher: new PasswordHasher(),
    sessions: deps.sessions,
    clock: deps.clock,
    delegation: deps.core.delegation,
  });
}

/** Permission groups, privileges and sub-users; the core and sub-users are built before identity. */
export async function accessModule(
  app: FastifyInstance,
  options: { core: AccessCore; subUsers: SubUsersService },
): Promise<void> {
  await app.register(accessRoutes, {
    roles: options.core.roles,
    privileges: options.core.privileges,
    subUsers: options.subUsers,
  });
}
