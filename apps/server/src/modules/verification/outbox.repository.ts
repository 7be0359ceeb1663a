import { desc, ilike } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import type { Db } from '../../db/database';
import { selectPage } from '../../db/rows';
import { outbox } from '../../db/schema';

export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof outbox.$inferInsert): Promise<void> {
    await this.db.insert(outbox).values(row);
  }

  /** Newest first; `destination` narrows to numbers or addresses containing it. */
  async list(page: { offset: number; limit: number }, destination?: string) {
    const where = destination ? ilike(outbox.destination, containsPattern(destination)) : undefined;
    return selectPage(this.db, outbox, where, [desc(outbox.createdAt), desc(outbox.id)], page);
  }
}
