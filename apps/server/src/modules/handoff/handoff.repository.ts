import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { handoffTickets } from '../../db/schema';

/** The only writer of handoff_tickets. */
export class HandoffRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof handoffTickets.$inferInsert): Promise<void> {
    await this.db.insert(handoffTickets).values(row);
  }

  /** Deletes and answers the session of a ticket still valid at `now`; one caller wins, so a ticket is used once. */
  async take(ticketHash: string, now: Date): Promise<string | null> {
    const [row] = await this.db
      .delete(handoffTickets)
      .where(and(eq(handoffTickets.ticketHash, ticketHash), gt(handoffTickets.expiresAt, now)))
      .returning({ sessionId: handoffTickets.sessionId });
    return row?.sessionId ?? null;
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(handoffTickets).where(lte(handoffTickets.expiresAt, now));
  }
}
