import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';

/** Graphic codes: single use (the row is deleted when checked), answer kept only as a hash. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  createdAt: columns.at('created_at').notNull(),
  expiresAt: columns.at('expires_at').notNull(),
});
