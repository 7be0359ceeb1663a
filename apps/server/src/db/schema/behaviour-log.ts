import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';

/** Who did what (addSingleUserBehavior fields of docs/spec/A-access-and-shell.md §3); params never hold secrets. */
export const behaviourLog = pgTable(
  'behaviour_log',
  {
    id: columns.id(),
    platform: text('platform').notNull(),
    module: text('module').notNull(),
    action: text('action').notNull(),
    params: jsonb('params').notNull().default({}),
    tenantId: uuid('tenant_id'),
    userId: uuid('user_id'),
    ip: text('ip').notNull().default(''),
    result: text('result').notNull(),
    createdAt: columns.at('created_at').notNull(),
  },
  (t) => [
    index('behaviour_log_tenant_idx').on(t.tenantId, t.createdAt),
    index('behaviour_log_user_idx').on(t.userId, t.createdAt),
  ],
);

export type BehaviourLogRow = typeof behaviourLog.$inferSelect;
