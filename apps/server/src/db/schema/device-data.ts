import { bigint, boolean, bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, columns } from './columns';
import type { CommandState, HistoryDownloadState } from '@ies/contracts';
import { devices } from './devices';

/**
 * One command of a command task (issue 5 item 9). Its own row is the audit record (who, tenant,
 * device, params); every state change is also written to device_command_events.
 */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: columns.id(),
    taskId: uuid('task_id').notNull(),
    position: integer('position').notNull(),
    tenantId: columns.tenantId(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** Sent on cmd/req; the device echoes it on cmd/resp. */
    requestId: uuid('request_id').notNull().unique(),
    state: text('state').$type<CommandState>().notNull().default('pending'),
    needsResponse: boolean('needs_response').notNull().default(true),
    /** Seconds to wait for the reply after sending (the type's timeout; 0 = none). */
    timeoutSeconds: integer('timeout_seconds').notNull().default(0),
    replyCode: integer('reply_code'),
    result: jsonb('result'),
    errorCode: text('error_code'),
    createdBy: uuid('created_by'),
    createdAt: columns.at('created_at').notNull(),
    dueAt: columns.at('due_at').notNull(),
    sentAt: columns.at('sent_at'),
    timeoutAt: columns.at('timeout_at'),
    finishedAt: columns.at('finished_at'),
    expiresAt: columns.at('expires_at').notNull(),
  },
  (t) => [
    index('device_commands_device_idx').on(t.deviceId, t.createdAt),
    index('device_commands_state_idx').on(t.state, t.dueAt),
  ],
);
export type DeviceCommandRow = typeof deviceCommands.$inferSelect;

/** The audit trail of a command: each state it entered, when and by whom. */
export const deviceCommandEvents = pgTable(
  'device_command_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    commandId: columns.belongsTo('command_id', () => deviceCommands.id),
    tenantId: columns.tenantId(),
    deviceId: text('device_id').notNull(),
    state: text('state').$type<CommandState>().notNull(),
    /** A user id, 'device' or 'platform'. */
    actor: text('actor').notNull(),
    detail: jsonb('detail'),
    at: columns.at('at').notNull(),
  },
  (t) => [index('device_command_events_command_idx').on(t.commandId, t.id)],
);

/** A history download task (issue 5 item 8) and its progress (docs/spec/B-operations.md §4). */
export const historyDownloads = pgTable(
  'history_downloads',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    userId: uuid('user_id').notNull(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    points: jsonb('points').$type<string[]>().notNull(),
    fromTs: columns.at('from_ts').notNull(),
    toTs: columns.at('to_ts').notNull(),
    zipped: boolean('zipped').notNull().default(false),
    state: text('state').$type<HistoryDownloadState>().notNull().default('initialising'),
    records: bigint('records', { mode: 'number' }).notNull().default(0),
    fileName: text('file_name'),
    /** The finished file, kept in the database so every instance can serve it. */
    content: bytea('content'),
    fileSize: bigint('file_size', { mode: 'number' }),
    errorCode: text('error_code'),
    createdAt: columns.at('created_at').notNull(),
    updatedAt: columns.at('updated_at').notNull(),
  },
  (t) => [index('history_downloads_user_idx').on(t.userId, t.createdAt)],
);
export type HistoryDownloadRow = typeof historyDownloads.$inferSelect;
