import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { selectPage } from '../../db/rows';
import { outbox } from '../../db/schema';

export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof outbox.$inferInsert): Promise<void> {
    await this.db.insert(outbox).values(row);
  }

  async list(page: { offset: number; limit: number }) {
    return selectPage(this.db, outbox, undefined, [desc(outbox.createdAt), desc(outbox.id)], page);
  }
}
