import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins, kept in the database so that every server process sees the same per-address
 * limit. The per-account count lives on users.failed_login_count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ip: text('ip').notNull(),
    loginName: text('login_name').notNull(),
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_ip_idx').on(t.ip, t.createdAt)],
);
