import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';

/**
 * Failed sign-ins, kept in the database so that every server process sees the same per-address
 * limit. The per-account count lives on users.failed_login_count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: columns.id(),
    ip: text('ip').notNull(),
    loginName: text('login_name').notNull(),
    userId: uuid('user_id'),
    createdAt: columns.at('created_at').notNull(),
  },
  (t) => [index('login_failures_ip_idx').on(t.ip, t.createdAt)],
);
