import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { TenantsRepository } from '../accounts/tenants.repository';
import { PasswordHasher } from '../../platform/identity/password-hasher';
import type { SessionService } from '../../platform/identity/session.service';
import { AccessScope } from './access-scope';
import { DelegationPolicy, type TenantAssets } from './delegation';
import { GroupGrants } from './granted-apis';
import { PrivilegesService } from './privileges.service';
import { RolesRepository } from './roles.repository';
import { RolesService } from './roles.service';
import { ScopesRepository } from './scopes.repository';
import { SubUsersRepository } from './sub-users.repository';
import { SubUsersService } from './sub-users.service';

export type AccessCore = ReturnType<typeof createAccessCore>;

/** The parts of access the auth plugin and sign-in need; built before identity. */
export function createAccessCore(deps: { db: Db; clock: Clock; assets: TenantAssets }) {
  const rolesRepository = new RolesRepository(deps.db);
  const scopes = new ScopesRepository(deps.db);
  const grants = new GroupGrants(rolesRepository);
  const scope = new AccessScope(scopes, deps.clock);
  const delegation = new DelegationPolicy({
    grants,
    scope,
    roles: rolesRepository,
    subUsers: new SubUsersRepository(deps.db),
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

export function createSubUsers(deps: { db: Db; clock: Clock; core: AccessCore; sessions: SessionService }) {
  return new SubUsersService({
    subUsers: new SubUsersRepository(deps.db),
    tenants: new TenantsRepository(deps.db),
    roles: deps.core.rolesRepository,
    scopes: deps.core.scopes,
    hasher: new PasswordHasher(),
    sessions: deps.sessions,
    clock: deps.clock,
    delegation: deps.core.delegation,
  });
}
