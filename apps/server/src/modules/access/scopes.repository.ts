import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { firstRow, selectRows } from '../../db/rows';
import { type UserAccessScopeRow, userAccessScopes } from '../../db/schema';

export type ScopeValues = Pick<UserAccessScopeRow, 'allStations' | 'stationIds' | 'allDevices' | 'deviceIds'>;

/** Direct station and device authority of users, bounded to one tenant. */
export class ScopesRepository {
  constructor(private readonly db: Db) {}

  async find(tenantId: string, userId: string): Promise<UserAccessScopeRow | undefined> {
    return firstRow(
      this.db,
      userAccessScopes,
      and(eq(userAccessScopes.tenantId, tenantId), eq(userAccessScopes.userId, userId)),
    );
  }

  async ofUsers(tenantId: string, userIds: string[]): Promise<UserAccessScopeRow[]> {
    if (userIds.length === 0) return [];
    return selectRows(
      this.db,
      userAccessScopes,
      and(eq(userAccessScopes.tenantId, tenantId), inArray(userAccessScopes.userId, userIds)),
    );
  }

  async upsert(tenantId: string, userId: string, values: ScopeValues, at: Date): Promise<void> {
    await this.db
      .insert(userAccessScopes)
      .values({ tenantId, userId, ...values, updatedAt: at })
      .onConflictDoUpdate({ target: userAccessScopes.userId, set: { ...values, updatedAt: at } });
  }

  /**
   * Appends devices to a user's listed devices in one statement (safe against a concurrent
   * append); a user without a scope row gets one holding just these devices.
   */
  async appendDevices(
    tenantId: string,
    userId: string,
    deviceIds: readonly string[],
    at: Date,
  ): Promise<void> {
    if (deviceIds.length === 0) return;
    await this.db
      .insert(userAccessScopes)
      .values({ tenantId, userId, deviceIds: [...deviceIds], updatedAt: at })
      .onConflictDoUpdate({
        target: userAccessScopes.userId,
        set: { deviceIds: sql`${userAccessScopes.deviceIds} || excluded.device_ids`, updatedAt: at },
      });
  }
}
