import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who did what (addSingleUserBehavior fields of docs/spec/A-access-and-shell.md §3); params never hold secrets. */
export const behaviourLog = pgTable(
  'behaviour_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform').notNull(),
    module: text('module').notNull(),
    action: text('action').notNull(),
    params: jsonb('params').notNull().default({}),
    tenantId: uuid('tenant_id'),
    userId: uuid('user_id'),
    ip: text('ip').notNull().default(''),
    result: text('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('behaviour_log_tenant_idx').on(t.tenantId, t.createdAt),
    index('behaviour_log_user_idx').on(t.userId, t.createdAt),
  ],
);

export type BehaviourLogRow = typeof behaviourLog.$inferSelect;
