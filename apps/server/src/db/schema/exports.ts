import type {
  DeliveryFrequency,
  ExportFormat,
  ExportSource,
  ExportSourceKind,
  ExportTaskState,
  Locale,
} from '@ies/contracts';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, columns } from './columns';
import { stations } from './stations';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A download task (issue 29; B §4 download progress): a report or analysis file made on the job
 * runtime for its user, kept in the database so every instance can serve it, removed after 7 days.
 */
export const exportTasks = pgTable(
  'export_tasks',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    userId: columns.belongsTo('user_id', () => users.id),
    /** The language the file is written in (the caller's when it asked). */
    locale: text('locale').$type<Locale>().notNull(),
    kind: text('kind').$type<ExportSourceKind>().notNull(),
    title: text('title').notNull(),
    format: text('format').$type<ExportFormat>().notNull(),
    source: jsonb('source').$type<ExportSource>().notNull(),
    state: text('state').$type<ExportTaskState>().notNull().default('initialising'),
    rows: bigint('rows', { mode: 'number' }).notNull().default(0),
    fileName: text('file_name'),
    content: bytea('content'),
    fileSize: bigint('file_size', { mode: 'number' }),
    errorCode: text('error_code'),
    /** When the file was made: it is removed EXPORT_FILE_DAYS later. */
    readyAt: columns.at('ready_at'),
    createdAt: columns.at('created_at').notNull(),
    updatedAt: columns.at('updated_at').notNull(),
  },
  (t) => [
    index('export_tasks_user_idx').on(t.userId, t.createdAt),
    index('export_tasks_ready_idx').on(t.readyAt),
  ],
);
export type ExportTaskRow = typeof exportTasks.$inferSelect;
export type NewExportTaskRow = typeof exportTasks.$inferInsert;

/**
 * A report sent by e-mail on a schedule (issue 29): daily, weekly or monthly at a local time of the
 * zone station. `next_run_at` is the next due instant; `last_due_at` the due instant last sent, so
 * a send repeated after a restart is recognised and skipped.
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    userId: columns.belongsTo('user_id', () => users.id),
    name: text('name').notNull(),
    source: jsonb('source').$type<ExportSource>().notNull(),
    format: text('format').$type<ExportFormat>().notNull(),
    frequency: text('frequency').$type<DeliveryFrequency>().notNull(),
    time: text('time').notNull(),
    weekday: integer('weekday'),
    monthDay: integer('month_day'),
    zoneStationId: uuid('zone_station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    language: text('language').$type<Locale>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    nextRunAt: columns.at('next_run_at'),
    lastDueAt: columns.at('last_due_at'),
    lastSentAt: columns.at('last_sent_at'),
    lastError: text('last_error'),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [
    index('report_deliveries_user_idx').on(t.userId, t.createdAt),
    index('report_deliveries_due_idx').on(t.nextRunAt),
  ],
);
export type ReportDeliveryRow = typeof reportDeliveries.$inferSelect;
export type NewReportDeliveryRow = typeof reportDeliveries.$inferInsert;
