import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  countRows,
  countsPer,
  deleteOwned,
  deleteWhere,
  firstRow,
  insertRow,
  ownedRow,
  selectRows,
  updateOwned,
} from '../../db/rows';
import { type OrganisationRow, organisationMembers, organisations, users } from '../../db/schema';

/** Every query names the caller's tenant: another tenant's id simply finds nothing. */
export class OrganisationsRepository {
  constructor(private readonly db: Db) {}

  async all(tenantId: string): Promise<OrganisationRow[]> {
    return selectRows(this.db, organisations, eq(organisations.tenantId, tenantId), [
      asc(organisations.createdAt),
      asc(organisations.name),
    ]);
  }

  async find(tenantId: string, id: string): Promise<OrganisationRow | undefined> {
    return firstRow(this.db, organisations, ownedRow(organisations, tenantId, id));
  }

  async insert(row: { tenantId: string; name: string; parentId: string | null }): Promise<OrganisationRow> {
    return insertRow(this.db, organisations, row);
  }

  async update(
    tenantId: string,
    id: string,
    changes: { name?: string; parentId?: string | null; updatedAt: Date },
  ): Promise<OrganisationRow | undefined> {
    return updateOwned(this.db, organisations, tenantId, id, changes);
  }

  async delete(tenantId: string, id: string): Promise<void> {
    await deleteOwned(this.db, organisations, tenantId, id);
  }

  async childCount(tenantId: string, id: string): Promise<number> {
    const children = and(eq(organisations.tenantId, tenantId), eq(organisations.parentId, id));
    return countRows(this.db, organisations, children);
  }

  async memberCounts(tenantId: string): Promise<Map<string, number>> {
    return countsPer(this.db, organisationMembers.organisationId, eq(organisationMembers.tenantId, tenantId));
  }

  async members(tenantId: string, id: string) {
    return this.db
      .select({ id: users.id, username: users.username, nickName: users.nickName })
      .from(organisationMembers)
      .innerJoin(users, eq(users.id, organisationMembers.userId))
      .where(and(eq(organisationMembers.tenantId, tenantId), eq(organisationMembers.organisationId, id)))
      .orderBy(asc(users.username));
  }

  /** The ids among `userIds` that are users of the tenant. */
  async tenantUserIds(tenantId: string, userIds: string[]): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)));
    return rows.map((r) => r.id);
  }

  async addMembers(tenantId: string, id: string, userIds: string[]): Promise<void> {
    await this.db
      .insert(organisationMembers)
      .values(userIds.map((userId) => ({ tenantId, organisationId: id, userId })))
      .onConflictDoNothing();
  }

  async removeMember(tenantId: string, id: string, userId: string): Promise<boolean> {
    const where = and(
      eq(organisationMembers.tenantId, tenantId),
      eq(organisationMembers.organisationId, id),
      eq(organisationMembers.userId, userId),
    );
    return deleteWhere(this.db, organisationMembers, where);
  }
}
