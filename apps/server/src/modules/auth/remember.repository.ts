import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/rows';
import { rememberTokens } from '../../db/schema';

export class RememberRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof rememberTokens.$inferInsert): Promise<void> {
    await this.db.insert(rememberTokens).values(row);
  }

  async findByHash(tokenHash: string) {
    return firstRow(this.db, rememberTokens, eq(rememberTokens.tokenHash, tokenHash));
  }

  async deleteExpiredOfUser(userId: string, now: Date): Promise<void> {
    await this.db
      .delete(rememberTokens)
      .where(and(eq(rememberTokens.userId, userId), lt(rememberTokens.expiresAt, now)));
  }

  async deleteByHash(tokenHash: string): Promise<void> {
    await this.db.delete(rememberTokens).where(eq(rememberTokens.tokenHash, tokenHash));
  }
}
