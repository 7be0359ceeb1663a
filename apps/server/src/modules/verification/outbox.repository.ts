import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outbox } from '../../db/schema';

export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof outbox.$inferInsert): Promise<void> {
    await this.db.insert(outbox).values(row);
  }

  async list(page: { offset: number; limit: number }) {
    const rows = await this.db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .offset(page.offset)
      .limit(page.limit);
    const [total] = await this.db.select({ count: sql<number>`count(*)::int` }).from(outbox);
    return { rows, total: total?.count ?? 0 };
  }
}
