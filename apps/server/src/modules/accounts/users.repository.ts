import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countRows, firstRow, firstRowBy, insertRow, selectPage } from '../../db/rows';
import {
  type NewUserRow,
  type TenantRow,
  tenants,
  type UserRow,
  type UserStatus,
  users,
} from '../../db/schema';

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewUserRow): Promise<UserRow> {
    return insertRow(this.db, users, row);
  }

  private selfQuery?: ReturnType<UsersRepository['prepareSelf']>;

  private prepareSelf() {
    return this.db
      .select({ user: users, tenant: tenants })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, sql.placeholder('tenantId')))
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('accounts_find_self');
  }

  /**
   * The caller's user and the tenant it acts in, in one statement prepared once (the self call is
   * the most frequent authenticated read: bench/api).
   */
  async findSelf(
    userId: string,
    tenantId: string,
  ): Promise<{ user: UserRow; tenant: TenantRow } | undefined> {
    this.selfQuery ??= this.prepareSelf();
    const [row] = await this.selfQuery.execute({ userId, tenantId });
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    return firstRow(this.db, users, eq(users.id, id));
  }

  /** Plain sign-in names (platform admin, merchants, owners), case-insensitive. */
  async findByLoginName(name: string): Promise<UserRow | undefined> {
    return firstRow(this.db, users, eq(users.loginName, name.toLowerCase()));
  }

  async findInTenantByUsername(tenantId: string, username: string): Promise<UserRow | undefined> {
    return firstRow(
      this.db,
      users,
      and(eq(users.tenantId, tenantId), sql`lower(${users.username}) = ${username.toLowerCase()}`),
    );
  }

  async findByMobile(mobile: string): Promise<UserRow | undefined> {
    return firstRow(this.db, users, eq(users.mobile, mobile));
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return firstRow(this.db, users, eq(users.email, email));
  }

  async findManagerOfTenant(tenantId: string): Promise<UserRow | undefined> {
    const where = and(eq(users.tenantId, tenantId), eq(users.isManager, true));
    return firstRowBy(this.db, users, where, [users.createdAt]);
  }

  /** Counts one more wrong password; returns the new count. */
  async addFailedLogin(userId: string): Promise<number> {
    const [row] = await this.db
      .update(users)
      .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
      .where(eq(users.id, userId))
      .returning({ count: users.failedLoginCount });
    return row?.count ?? 0;
  }

  async lock(userId: string, at: Date): Promise<void> {
    await this.db.update(users).set({ lockedAt: at }).where(eq(users.id, userId));
  }

  async clearFailures(userId: string): Promise<void> {
    await this.db.update(users).set({ failedLoginCount: 0, lockedAt: null }).where(eq(users.id, userId));
  }

  async recordSignIn(userId: string, at: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ failedLoginCount: 0, lockedAt: null, lastLoginAt: at })
      .where(eq(users.id, userId));
  }

  async setPassword(userId: string, passwordHash: string, at: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, failedLoginCount: 0, lockedAt: null, updatedAt: at })
      .where(eq(users.id, userId));
  }

  /** One page of a tenant's users: the manager first (accounts made in the same millisecond tie on time), then oldest first. */
  async listByTenant(filter: { tenantId: string; offset: number; limit: number }) {
    const where = eq(users.tenantId, filter.tenantId);
    return selectPage(
      this.db,
      users,
      where,
      [desc(users.isManager), asc(users.createdAt), asc(users.id)],
      filter,
    );
  }

  async setStatus(userId: string, status: UserStatus, at: Date): Promise<void> {
    await this.db.update(users).set({ status, updatedAt: at }).where(eq(users.id, userId));
  }

  async countAll(): Promise<number> {
    return countRows(this.db, users, undefined);
  }
}
