import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { sessions } from './sessions';

/**
 * One-time hand-off tickets: a page opens the energy front end or a big screen with a ticket instead
 * of its session token. Only the ticket's SHA-256 is kept; a ticket is deleted when exchanged, and
 * is worthless after `expires_at` (seconds after it was issued) or once its session ends.
 */
export const handoffTickets = pgTable(
  'handoff_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    sessionId: columns.belongsTo('session_id', () => sessions.id),
    createdAt: columns.at('created_at').notNull(),
    expiresAt: columns.at('expires_at').notNull(),
  },
  (t) => [index('handoff_tickets_expires_idx').on(t.expiresAt)],
);
