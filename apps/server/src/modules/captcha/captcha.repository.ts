import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { captchas } from '../../db/schema';

export class CaptchaRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof captchas.$inferInsert): Promise<void> {
    await this.db.insert(captchas).values(row);
  }

  /** Removes and returns the captcha: whatever the answer, it cannot be tried twice. */
  async take(id: string) {
    const [row] = await this.db.delete(captchas).where(eq(captchas.id, id)).returning();
    return row;
  }

  async deleteExpired(before: Date): Promise<void> {
    await this.db.delete(captchas).where(lt(captchas.expiresAt, before));
  }
}
