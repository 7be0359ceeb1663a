import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Platform-wide settings and first-start markers (instance id, seeded data versions). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
