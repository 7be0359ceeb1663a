import { and, desc, eq, ne, or, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type SessionRow, sessions, type UserRow, users } from '../../db/schema';

export type ProfileChanges = Partial<
  Pick<
    UserRow,
    | 'nickName'
    | 'gender'
    | 'organizationName'
    | 'industry'
    | 'department'
    | 'job'
    | 'address'
    | 'description'
    | 'avatar'
  >
>;

/** The caller's own user row and sessions; every query names the caller's user (and tenant). */
export class PersonalRepository {
  constructor(private readonly db: Db) {}

  async user(tenantId: string, userId: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    return row;
  }

  async update(
    tenantId: string,
    userId: string,
    changes: ProfileChanges & { mobile?: string; email?: string; passwordHash?: string; updatedAt: Date },
  ): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set(changes)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
      .returning();
    return row;
  }

  async sessions(userId: string): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastSeenAt));
  }

  /** Every session of the user except `keepId` and the manager sessions opened from it. */
  async deleteOthers(userId: string, keepId: string): Promise<number> {
    const deleted = await this.db
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          ne(sessions.id, keepId),
          or(isNull(sessions.parentSessionId), ne(sessions.parentSessionId, keepId)),
        ),
      )
      .returning({ id: sessions.id });
    return deleted.length;
  }

  /** One own session and the manager sessions opened from it; false when the user has no such session. */
  async deleteOwn(userId: string, sessionId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          or(eq(sessions.id, sessionId), eq(sessions.parentSessionId, sessionId)),
        ),
      )
      .returning({ id: sessions.id });
    return deleted.length > 0;
  }
}
