import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/database';
import type { Clock } from '../platform/clock';
import { createAccessCore, createSubUsers } from './access/access.module';
import { createUserAccounts } from './accounts/user-accounts';
import { createIdentity } from './identity/create-identity';
import { tenantAssetsOf } from './stations/station-device-resolver';

export type ModuleCore = ReturnType<typeof createModuleCore>;

/**
 * Accounts, access and identity: built before the /api scope, since the auth plugin checks every
 * request's session and grants through them.
 */
export function createModuleCore(deps: { db: Db; config: AppConfig; clock: Clock; log: FastifyBaseLogger }) {
  const { db, clock } = deps;
  // Accounts owns `users` and `tenants`; access, personal and storage capacity go through it.
  const accounts = createUserAccounts(db);
  const access = createAccessCore({ db, clock, assets: tenantAssetsOf(db), accounts });
  const identity = createIdentity({
    db,
    config: deps.config,
    clock,
    log: deps.log,
    // Every tenant has its default permission group from the first sign-in on.
    onSignedIn: (user) => access.roles.ensureDefault(user.tenantId),
  });
  const subUsers = createSubUsers({ accounts, clock, core: access, sessions: identity.sessions });
  return { accounts, access, identity, subUsers };
}
