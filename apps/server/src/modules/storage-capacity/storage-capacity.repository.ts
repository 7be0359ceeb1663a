import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tenants, uploads } from '../../db/schema';

/** The only SQL of storage capacity: a tenant's quota and the bytes it uses. */
export class StorageCapacityRepository {
  constructor(private readonly db: Db) {}

  /** undefined when there is no such tenant; null quota when the tenant uses the default. */
  async findTenant(
    tenantId: string,
  ): Promise<{ kind: 'platform' | 'merchant'; storageQuotaBytes: number | null } | undefined> {
    const [row] = await this.db
      .select({ kind: tenants.kind, storageQuotaBytes: tenants.storageQuotaBytes })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    return row;
  }

  async setQuota(tenantId: string, quotaBytes: number | null, at: Date): Promise<void> {
    await this.db
      .update(tenants)
      .set({ storageQuotaBytes: quotaBytes, updatedAt: at })
      .where(eq(tenants.id, tenantId));
  }

  /** Bytes of the tenant's stored uploads. */
  async usedBytes(tenantId: string): Promise<number> {
    const [row] = await this.db
      .select({ used: sql<string | number>`coalesce(sum(${uploads.size}), 0)` })
      .from(uploads)
      .where(eq(uploads.tenantId, tenantId));
    // PostgreSQL returns sum(integer) as bigint, which arrives as a string.
    return Number(row?.used ?? 0);
  }
}
