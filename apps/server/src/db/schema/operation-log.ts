import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';

/** One row per mutating /api call (issue 4 item 10): written by the audit hook after the answer. */
export const operationLog = pgTable(
  'operation_log',
  {
    id: columns.id(),
    tenantId: uuid('tenant_id'),
    userId: uuid('user_id'),
    username: text('username').notNull().default(''),
    module: text('module').notNull(),
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** Path params, query and body with secrets masked and large values cut. */
    params: jsonb('params').notNull().default({}),
    statusCode: integer('status_code').notNull(),
    errorCode: text('error_code'),
    ip: text('ip').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    createdAt: columns.at('created_at').notNull(),
  },
  (t) => [
    index('operation_log_tenant_idx').on(t.tenantId, t.createdAt),
    index('operation_log_user_idx').on(t.userId, t.createdAt),
  ],
);

export type OperationLogRow = typeof operationLog.$inferSelect;
export type NewOperationLogRow = typeof operationLog.$inferInsert;
