import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages kept instead of sent when no SMTP or SMS gateway is configured (development, demo). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    destination: text('destination').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
