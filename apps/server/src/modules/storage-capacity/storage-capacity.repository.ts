import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { uploads } from '../../db/schema';

/** The only SQL of storage capacity: the bytes a tenant's uploads use (the quota is on the tenant, owned by accounts). */
export class StorageCapacityRepository {
  constructor(private readonly db: Db) {}

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
