import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { firstRow, hasRow, insertRow, ownedRow, selectPage, updateOwned, updateWhere } from '../../db/rows';
import { type NewUserRow, type UserRow, users } from '../../db/schema';

/** The profile fields a user may change on their own row. */
export type OwnProfileChanges = Partial<
  Pick<
    UserRow,
    | 'nickName'
    | 'gender'
    | 'organizationName'
    | 'industry'
    | 'department'
    | 'job'
    | 'address'
    | 'description'
    | 'avatar'
  >
>;

/** The account `userId` of the tenant, unless it is the manager (a sub-user only). */
function subUser(tenantId: string, userId: string) {
  return and(ownedRow(users, tenantId, userId), eq(users.isManager, false));
}

/**
 * A tenant's accounts as access (sub-users) and the personal center see them; every call is
 * bounded to the tenant. Only accounts writes `users`: the other modules reach these through
 * the `UserAccounts` interface (user-accounts.ts).
 */
export class TenantUsersRepository {
  constructor(private readonly db: Db) {}

  async list(tenantId: string, offset: number, limit: number): Promise<{ rows: UserRow[]; total: number }> {
    const where = and(eq(users.tenantId, tenantId), eq(users.isManager, false));
    return selectPage(this.db, users, where, [asc(users.createdAt), asc(users.id)], { offset, limit });
  }

  /** Any account of the tenant (manager included): a parent user must be one. */
  async findInTenant(tenantId: string, userId: string): Promise<UserRow | undefined> {
    return firstRow(this.db, users, ownedRow(users, tenantId, userId));
  }

  async findSubUser(tenantId: string, userId: string): Promise<UserRow | undefined> {
    const row = await this.findInTenant(tenantId, userId);
    return row && !row.isManager ? row : undefined;
  }

  /**
   * Every user below `userId` in the parent-user chain (children, their children…), within the
   * tenant; one recursive query, the depth guard stops a corrupt cycle.
   */
  async descendantsOf(tenantId: string, userId: string): Promise<Set<string>> {
    const result = (await this.db.execute(sql`
      with recursive below(id, depth) as (
        select u.id, 1 from users u where u.parent_user_id = ${userId} and u.tenant_id = ${tenantId}
        union all
        select u.id, b.depth + 1
          from below b join users u on u.parent_user_id = b.id and u.tenant_id = ${tenantId}
          where b.depth < 32
      )
      select distinct id from below`)) as unknown as { rows: { id: string }[] };
    return new Set(result.rows.map((row) => String(row.id)));
  }

  async hasChildren(tenantId: string, userId: string): Promise<boolean> {
    return hasRow(this.db, users, and(eq(users.tenantId, tenantId), eq(users.parentUserId, userId)));
  }

  async insert(row: NewUserRow): Promise<UserRow> {
    return insertRow(this.db, users, row);
  }

  async update(
    tenantId: string,
    userId: string,
    changes: Pick<NewUserRow, 'mobile' | 'email' | 'nickName' | 'updatedAt'>,
  ): Promise<UserRow | undefined> {
    return updateWhere(this.db, users, subUser(tenantId, userId), changes);
  }

  /** The caller's own row (personal center): profile, contact or password changes. */
  async updateOwn(
    tenantId: string,
    userId: string,
    changes: OwnProfileChanges & { mobile?: string; email?: string; passwordHash?: string; updatedAt: Date },
  ): Promise<UserRow | undefined> {
    return updateOwned(this.db, users, tenantId, userId, changes);
  }

  async setPassword(tenantId: string, userId: string, passwordHash: string, at: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, failedLoginCount: 0, lockedAt: null, updatedAt: at })
      .where(subUser(tenantId, userId));
  }

  async delete(tenantId: string, userId: string): Promise<void> {
    await this.db.delete(users).where(subUser(tenantId, userId));
  }

  /** Another account (any tenant) already holding this mobile or e-mail. */
  async holderOf(column: 'mobile' | 'email', value: string, exceptUserId?: string): Promise<boolean> {
    const target = column === 'mobile' ? users.mobile : users.email;
    const where = exceptUserId ? and(eq(target, value), ne(users.id, exceptUserId)) : eq(target, value);
    return hasRow(this.db, users, where);
  }
}
