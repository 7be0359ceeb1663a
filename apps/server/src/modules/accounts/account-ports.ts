import type { Db } from '../../db/database';
import { TenantsRepository } from './tenants.repository';
import { UsersRepository } from './users.repository';

// Accounts alone owns `users` and `tenants`. Sign-in, password reset, the platform administration,
// third-party sign-in and customisation get these narrow views of them, named by what each may do,
// instead of the repositories themselves (the sub-users and the personal center use UserAccounts).

/** Sign-in: find the account, count failures, lock and unlock, stamp the sign-in. */
export type SignInUsers = Pick<
  UsersRepository,
  'findById' | 'findByMobile' | 'addFailedLogin' | 'clearFailures' | 'lock' | 'recordSignIn'
>;
/** Password reset by e-mail or SMS code. */
export type PasswordResetUsers = Pick<UsersRepository, 'findByEmail' | 'findByMobile' | 'setPassword'>;
/** The platform administrator's user list and account status. */
export type AdminUsers = Pick<
  UsersRepository,
  'findById' | 'listByTenant' | 'setStatus' | 'findManagerOfTenant'
>;
/** Merchant review and the tenant reads of the administration. */
export type AdminTenants = Pick<TenantsRepository, 'findById' | 'listMerchants' | 'transition'>;
/** Reading one account (customisation, third-party sign-in). */
export type AccountReader = Pick<UsersRepository, 'findById' | 'findByMobile' | 'recordSignIn'>;
export type TenantReader = Pick<TenantsRepository, 'findById'>;
/** First start: the platform tenant and its administrator. */
export interface PlatformAccounts {
  tenants: Pick<TenantsRepository, 'findPlatform' | 'insert'>;
  users: Pick<UsersRepository, 'findManagerOfTenant' | 'insert'>;
}

/** The platform tenant and administrator writes of the first start, inside its transaction. */
export function platformAccountsIn(tx: Db): PlatformAccounts {
  return { users: new UsersRepository(tx), tenants: new TenantsRepository(tx) };
}

/** The one users/tenants pair identity's services get their narrow views from. */
export function identityAccountsOf(db: Db): { users: UsersRepository; tenants: TenantsRepository } {
  return { users: new UsersRepository(db), tenants: new TenantsRepository(db) };
}
