import type { StationSharePermission } from '@ies/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deleteWhere } from '../../db/rows';
import { stationShares, users } from '../../db/schema';

/** Station shares (`station_shares`) and the tenant users they may name. */
export class StationSharingRepository {
  constructor(private readonly db: Db) {}

  async listShares(stationId: string) {
    return this.db
      .select({
        userId: stationShares.userId,
        userName: users.username,
        permission: stationShares.permission,
        sharedBy: stationShares.sharedBy,
        createdAt: stationShares.createdAt,
      })
      .from(stationShares)
      .innerJoin(users, eq(users.id, stationShares.userId))
      .where(eq(stationShares.stationId, stationId))
      .orderBy(asc(stationShares.createdAt));
  }

  async upsertShares(
    rows: Array<{
      tenantId: string;
      stationId: string;
      userId: string;
      permission: StationSharePermission;
      sharedBy: string;
    }>,
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(stationShares)
      .values(rows)
      .onConflictDoUpdate({
        target: [stationShares.stationId, stationShares.userId],
        set: { permission: sql`excluded.permission`, sharedBy: sql`excluded.shared_by` },
      });
  }

  async deleteShare(stationId: string, userId: string): Promise<boolean> {
    return deleteWhere(
      this.db,
      stationShares,
      and(eq(stationShares.stationId, stationId), eq(stationShares.userId, userId)),
    );
  }

  async usersOfTenant(tenantId: string, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: users.id, username: users.username, isManager: users.isManager })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...ids])));
  }
}
