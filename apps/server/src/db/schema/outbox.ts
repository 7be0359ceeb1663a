import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { columns } from './columns';

/** Messages kept instead of sent when no SMTP or SMS gateway is configured (development, demo). */
export const outbox = pgTable(
  'outbox',
  {
    id: columns.id(),
    channel: text('channel').notNull(),
    destination: text('destination').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: columns.at('created_at').notNull(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
