import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countRows, firstRow, insertRow, selectPage } from '../../db/rows';
import { type NewTenantRow, type TenantRow, type TenantStatus, tenants } from '../../db/schema';

export class TenantsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewTenantRow): Promise<TenantRow> {
    return insertRow(this.db, tenants, row);
  }

  async findById(id: string): Promise<TenantRow | undefined> {
    return firstRow(this.db, tenants, eq(tenants.id, id));
  }

  async findByNamespace(namespace: string): Promise<TenantRow | undefined> {
    return firstRow(this.db, tenants, sql`lower(${tenants.namespace}) = ${namespace.toLowerCase()}`);
  }

  async findByBusinessId(businessId: string): Promise<TenantRow | undefined> {
    return firstRow(this.db, tenants, eq(tenants.businessId, businessId));
  }

  async findPlatform(): Promise<TenantRow | undefined> {
    return firstRow(this.db, tenants, eq(tenants.kind, 'platform'));
  }

  async businessIdTaken(businessId: string): Promise<boolean> {
    return (await this.findByBusinessId(businessId)) !== undefined;
  }

  /** Moves a tenant from one of `from` to `to`; returns the row when it moved. */
  async transition(
    id: string,
    from: readonly TenantStatus[],
    to: TenantStatus,
    review: { reason?: string | null; reviewedBy: string; at: Date },
  ): Promise<TenantRow | undefined> {
    const [row] = await this.db
      .update(tenants)
      .set({
        status: to,
        reviewReason: review.reason ?? null,
        reviewedBy: review.reviewedBy,
        reviewedAt: review.at,
        updatedAt: review.at,
      })
      .where(
        and(
          eq(tenants.id, id),
          eq(tenants.kind, 'merchant'),
          sql`${tenants.status} in (${sql.join(
            from.map((s) => sql`${s}`),
            sql`, `,
          )})`,
        ),
      )
      .returning();
    return row;
  }

  async listMerchants(filter: { status?: TenantStatus; offset: number; limit: number }) {
    const where = and(
      eq(tenants.kind, 'merchant'),
      filter.status ? eq(tenants.status, filter.status) : undefined,
    );
    return selectPage(this.db, tenants, where, [desc(tenants.createdAt), desc(tenants.id)], filter);
  }

  async countAll(): Promise<number> {
    return countRows(this.db, tenants, undefined);
  }

  /** A merchant's own storage quota, or null for the platform default (storage capacity). */
  async setStorageQuota(id: string, quotaBytes: number | null, at: Date): Promise<void> {
    await this.db
      .update(tenants)
      .set({ storageQuotaBytes: quotaBytes, updatedAt: at })
      .where(eq(tenants.id, id));
  }
}
