import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { columns } from './columns';

/** Platform-wide settings and first-start markers (instance id, seeded data versions). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: columns.updatedAt(),
});
