import type { BatchItemResult, BatchOperationKind } from '@ies/contracts';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';

/** One command or configuration push sent to many devices (issue 31 item 4). */
export const batchOperations = pgTable(
  'batch_operations',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    kind: text('kind').$type<BatchOperationKind>().notNull(),
    operation: text('operation'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    /** The selection as asked (stations, types, devices, keyword). */
    target: jsonb('target').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: columns.createdAt(),
  },
  (t) => [index('batch_operations_tenant_idx').on(t.tenantId, t.createdAt)],
);
export type BatchOperationRow = typeof batchOperations.$inferSelect;

/** The result of one device of a batch operation; a command's outcome settles it. */
export const batchOperationItems = pgTable(
  'batch_operation_items',
  {
    id: columns.id(),
    batchId: columns.belongsTo('batch_id', () => batchOperations.id),
    tenantId: columns.tenantId(),
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').notNull(),
    /** The command sent (kind command); its state gives the result. */
    commandId: uuid('command_id'),
    /** When the batch job took this device to send to it (at most one process sends to it). */
    claimedAt: columns.at('claimed_at'),
    result: text('result').$type<BatchItemResult>().notNull().default('in_progress'),
    errorCode: text('error_code'),
    finishedAt: columns.at('finished_at'),
  },
  (t) => [uniqueIndex('batch_operation_items_device_uq').on(t.batchId, t.deviceId)],
);
export type BatchOperationItemRow = typeof batchOperationItems.$inferSelect;
