import type { Db } from '../../db/database';
import type { NewUserRow, TenantRow, UserRow } from '../../db/schema';
import { type OwnProfileChanges, TenantUsersRepository } from './tenant-users.repository';
import { TenantsRepository } from './tenants.repository';

export type { OwnProfileChanges };

/**
 * What other modules may do with accounts: accounts alone writes `users` and `tenants`, the
 * others (access sub-users, the personal center, storage capacity) call this small interface.
 */
export interface UserAccounts {
  /** Sub-users (access): a tenant's accounts other than its manager. */
  subUsers: {
    list(tenantId: string, offset: number, limit: number): Promise<{ rows: UserRow[]; total: number }>;
    findInTenant(tenantId: string, userId: string): Promise<UserRow | undefined>;
    findSubUser(tenantId: string, userId: string): Promise<UserRow | undefined>;
    descendantsOf(tenantId: string, userId: string): Promise<Set<string>>;
    hasChildren(tenantId: string, userId: string): Promise<boolean>;
    insert(row: NewUserRow): Promise<UserRow>;
    update(
      tenantId: string,
      userId: string,
      changes: Pick<NewUserRow, 'mobile' | 'email' | 'nickName' | 'updatedAt'>,
    ): Promise<UserRow | undefined>;
    setPassword(tenantId: string, userId: string, passwordHash: string, at: Date): Promise<void>;
    delete(tenantId: string, userId: string): Promise<void>;
    holderOf(column: 'mobile' | 'email', value: string, exceptUserId?: string): Promise<boolean>;
  };
  /** The caller's own account (personal center). */
  own: {
    find(tenantId: string, userId: string): Promise<UserRow | undefined>;
    update(
      tenantId: string,
      userId: string,
      changes: OwnProfileChanges & {
        mobile?: string;
        email?: string;
        passwordHash?: string;
        updatedAt: Date;
      },
    ): Promise<UserRow | undefined>;
  };
  tenants: {
    findById(tenantId: string): Promise<TenantRow | undefined>;
    setStorageQuota(tenantId: string, quotaBytes: number | null, at: Date): Promise<void>;
    /** Merchants, newest first (the administrator's storage list). */
    listMerchants(offset: number, limit: number): Promise<{ rows: TenantRow[]; total: number }>;
  };
}

export function createUserAccounts(db: Db): UserAccounts {
  const users = new TenantUsersRepository(db);
  const tenants = new TenantsRepository(db);
  return {
    subUsers: users,
    own: {
      find: (tenantId, userId) => users.findInTenant(tenantId, userId),
      update: (tenantId, userId, changes) => users.updateOwn(tenantId, userId, changes),
    },
    tenants: {
      findById: (tenantId) => tenants.findById(tenantId),
      setStorageQuota: (tenantId, quotaBytes, at) => tenants.setStorageQuota(tenantId, quotaBytes, at),
      listMerchants: (offset, limit) => tenants.listMerchants({ offset, limit }),
    },
  };
}
