import { PLATFORM_NAME } from '@ies/contracts';
import type { Db } from '../../db/database';
import type { TenantRow, TenantStatus, UserRow } from '../../db/schema';
import { TenantsRepository } from '../../modules/accounts/tenants.repository';
import { UsersRepository } from '../../modules/accounts/users.repository';
import { PasswordHasher } from '../../platform/identity/password-hasher';
import { createMerchantTenant } from './tenants';

export const FACTORY_PASSWORD = 'Passw0rd!';

let sequence = 0;
let passwordHash: Promise<string> | undefined;

/** A mainland mobile number no other factory call returns in this process. */
export function uniqueMobile(): string {
  sequence += 1;
  return `139${String(process.pid % 10_000).padStart(4, '0')}${String(sequence).padStart(4, '0')}`;
}

/** A user straight in the database, with FACTORY_PASSWORD unless a hash is given. */
export async function createUser(
  db: Db,
  tenant: TenantRow,
  overrides: Partial<
    Pick<
      UserRow,
      'username' | 'mobile' | 'email' | 'isManager' | 'userType' | 'status' | 'parentUserId' | 'lastLoginAt'
    >
  > & {
    /** false: a sub-user that signs in as name@tenant. */
    plainSignIn?: boolean;
  } = {},
): Promise<UserRow> {
  sequence += 1;
  passwordHash ??= new PasswordHasher().hash(FACTORY_PASSWORD);
  const username = overrides.username ?? `user${Date.now().toString(36)}${sequence}`;
  return new UsersRepository(db).insert({
    tenantId: tenant.id,
    username,
    loginName: overrides.plainSignIn === false ? null : username.toLowerCase(),
    namespace: username,
    nickName: username,
    passwordHash: await passwordHash,
    mobile: overrides.mobile === undefined ? uniqueMobile() : overrides.mobile,
    email: overrides.email ?? null,
    userType: overrides.userType ?? '1',
    isManager: overrides.isManager ?? true,
    parentUserId: overrides.parentUserId ?? null,
    status: overrides.status ?? 'active',
    lastLoginAt: overrides.lastLoginAt ?? null,
    organizationName: PLATFORM_NAME,
    industry: PLATFORM_NAME,
    address: PLATFORM_NAME,
    city: PLATFORM_NAME,
    job: PLATFORM_NAME,
  });
}

/** A merchant tenant with its manager; the username doubles as the tenant namespace. */
export async function createMerchant(
  db: Db,
  overrides: { username?: string; status?: TenantStatus; mobile?: string | null; email?: string | null } = {},
): Promise<{ tenant: TenantRow; manager: UserRow }> {
  sequence += 1;
  const username = overrides.username ?? `merchant${Date.now().toString(36)}${sequence}`;
  const tenant = await createMerchantTenant(db, { namespace: username, status: overrides.status });
  const manager = await createUser(db, tenant, {
    username,
    mobile: overrides.mobile,
    email: overrides.email,
    isManager: true,
    userType: '1',
  });
  return { tenant, manager };
}

export async function tenantCount(db: Db): Promise<number> {
  return new TenantsRepository(db).countAll();
}

export async function userCount(db: Db): Promise<number> {
  return new UsersRepository(db).countAll();
}
