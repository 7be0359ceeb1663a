import { and, arrayContains, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type CustomReportRow, customReports } from '../../db/schema';

export type CustomReportWrite = Omit<typeof customReports.$inferInsert, 'id' | 'createdAt'>;

/** Custom report definitions (SQL only here). */
export class CustomReportsRepository {
  constructor(private readonly db: Db) {}

  /** Reports of the tenant a caller may read: all for a manager, else its own and those shared with it. */
  private readable(tenantId: string, userId: string, all: boolean): SQL {
    const tenant = eq(customReports.tenantId, tenantId);
    if (all) return tenant;
    return and(
      tenant,
      or(eq(customReports.ownerId, userId), arrayContains(customReports.sharedUserIds, [userId])),
    )!;
  }

  async page(
    tenantId: string,
    userId: string,
    all: boolean,
    options: { name?: string; offset: number; limit: number },
  ): Promise<{ rows: CustomReportRow[]; total: number }> {
    const where = and(
      this.readable(tenantId, userId, all),
      options.name ? ilike(customReports.name, `%${options.name}%`) : undefined,
    );
    const rows = await this.db
      .select()
      .from(customReports)
      .where(where)
      .orderBy(desc(customReports.createdAt), customReports.id)
      .offset(options.offset)
      .limit(options.limit);
    const [total] = await this.db.select({ n: count() }).from(customReports).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async find(
    tenantId: string,
    userId: string,
    all: boolean,
    id: string,
  ): Promise<CustomReportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(customReports)
      .where(and(this.readable(tenantId, userId, all), eq(customReports.id, id)));
    return row;
  }

  async insert(row: CustomReportWrite): Promise<CustomReportRow> {
    const [created] = await this.db.insert(customReports).values(row).returning();
    return created!;
  }

  async update(tenantId: string, id: string, changes: Partial<CustomReportWrite>): Promise<CustomReportRow> {
    const [updated] = await this.db
      .update(customReports)
      .set(changes)
      .where(and(eq(customReports.tenantId, tenantId), eq(customReports.id, id)))
      .returning();
    return updated!;
  }

  async delete(tenantId: string, id: string): Promise<void> {
    await this.db
      .delete(customReports)
      .where(and(eq(customReports.tenantId, tenantId), eq(customReports.id, id)));
  }
}
