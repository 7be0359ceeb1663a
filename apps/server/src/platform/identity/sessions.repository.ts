import { and, desc, eq, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deleteRows, deleteWhere, insertRow, selectRows } from '../../db/rows';
import { type SessionRow, sessions, tenants, users } from '../../db/schema';

export interface SessionWithOwner {
  session: SessionRow;
  user: { id: string; status: string; isManager: boolean; userType: '1' | '2' };
  tenant: { id: string; kind: string; status: string };
}

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof sessions.$inferInsert): Promise<SessionRow> {
    return insertRow(this.db, sessions, row);
  }

  findByTokenHash(tokenHash: string): Promise<SessionWithOwner | undefined> {
    return this.findWhere(eq(sessions.tokenHash, tokenHash));
  }

  findById(id: string): Promise<SessionWithOwner | undefined> {
    return this.findWhere(eq(sessions.id, id));
  }

  private async findWhere(condition: SQL): Promise<SessionWithOwner | undefined> {
    const [row] = await this.db
      .select({
        session: sessions,
        user: { id: users.id, status: users.status, isManager: users.isManager, userType: users.userType },
        tenant: { id: tenants.id, kind: tenants.kind, status: tenants.status },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(condition)
      .limit(1);
    return row;
  }

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, id));
  }

  /** Deletes a session and the manager sessions opened from it; returns the deleted rows. */
  async deleteWithChildren(id: string): Promise<SessionRow[]> {
    return this.db
      .delete(sessions)
      .where(or(eq(sessions.id, id), eq(sessions.parentSessionId, id)))
      .returning();
  }

  /** The user's sessions that ended by time (absolute or idle) but were never used again. */
  async deleteEndedOfUser(userId: string, now: Date, idleSince: Date): Promise<void> {
    await this.db
      .delete(sessions)
      .where(
        and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince))),
      );
  }

  async deleteByUser(userId: string): Promise<number> {
    return deleteRows(this.db, sessions, eq(sessions.userId, userId));
  }

  async deleteByTenant(tenantId: string): Promise<number> {
    return deleteRows(this.db, sessions, eq(sessions.tenantId, tenantId));
  }

  async listOfUser(userId: string): Promise<SessionRow[]> {
    return selectRows(this.db, sessions, eq(sessions.userId, userId), [desc(sessions.lastSeenAt)]);
  }

  /** Every session of the user except `keepId` and the manager sessions opened from it. */
  async deleteOthersOfUser(userId: string, keepId: string): Promise<number> {
    const where = and(
      eq(sessions.userId, userId),
      ne(sessions.id, keepId),
      or(isNull(sessions.parentSessionId), ne(sessions.parentSessionId, keepId)),
    );
    return deleteRows(this.db, sessions, where);
  }

  /** One own session and the manager sessions opened from it; false when the user has no such session. */
  async deleteOwnOfUser(userId: string, sessionId: string): Promise<boolean> {
    const where = and(
      eq(sessions.userId, userId),
      or(eq(sessions.id, sessionId), eq(sessions.parentSessionId, sessionId)),
    );
    return deleteWhere(this.db, sessions, where);
  }
}
