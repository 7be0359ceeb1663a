import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type OrganisationRow, organisationMembers, organisations, users } from '../../db/schema';

/** Every query names the caller's tenant: another tenant's id simply finds nothing. */
export class OrganisationsRepository {
  constructor(private readonly db: Db) {}

  async all(tenantId: string): Promise<OrganisationRow[]> {
    return this.db
      .select()
      .from(organisations)
      .where(eq(organisations.tenantId, tenantId))
      .orderBy(asc(organisations.createdAt), asc(organisations.name));
  }

  async find(tenantId: string, id: string): Promise<OrganisationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(organisations)
      .where(and(eq(organisations.tenantId, tenantId), eq(organisations.id, id)));
    return row;
  }

  async insert(row: { tenantId: string; name: string; parentId: string | null }): Promise<OrganisationRow> {
    const [created] = await this.db.insert(organisations).values(row).returning();
    return created!;
  }

  async update(
    tenantId: string,
    id: string,
    changes: { name?: string; parentId?: string | null; updatedAt: Date },
  ): Promise<OrganisationRow | undefined> {
    const [row] = await this.db
      .update(organisations)
      .set(changes)
      .where(and(eq(organisations.tenantId, tenantId), eq(organisations.id, id)))
      .returning();
    return row;
  }

  async delete(tenantId: string, id: string): Promise<void> {
    await this.db
      .delete(organisations)
      .where(and(eq(organisations.tenantId, tenantId), eq(organisations.id, id)));
  }

  async childCount(tenantId: string, id: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(organisations)
      .where(and(eq(organisations.tenantId, tenantId), eq(organisations.parentId, id)));
    return Number(row?.n ?? 0);
  }

  async memberCounts(tenantId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ id: organisationMembers.organisationId, n: count() })
      .from(organisationMembers)
      .where(eq(organisationMembers.tenantId, tenantId))
      .groupBy(organisationMembers.organisationId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
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
    const removed = await this.db
      .delete(organisationMembers)
      .where(
        and(
          eq(organisationMembers.tenantId, tenantId),
          eq(organisationMembers.organisationId, id),
          eq(organisationMembers.userId, userId),
        ),
      )
      .returning({ userId: organisationMembers.userId });
    return removed.length > 0;
  }
}
