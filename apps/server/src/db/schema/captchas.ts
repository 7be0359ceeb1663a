import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Graphic codes: single use (the row is deleted when checked), answer kept only as a hash. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
