import { index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { FirmwareTarget, FirmwareTaskPhase, FirmwareTaskState, RolloutPlan } from '@ies/contracts';
import { bytea, columns } from './columns';
import { deviceTypes } from './devices';

/**
 * Firmware packages (issue 31 item 2). The bytes are kept in the database, like uploads, so that
 * every server process behind one address serves the same package (docs/scaling.md).
 */
export const firmwarePackages = pgTable(
  'firmware_packages',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => deviceTypes.id),
    version: text('version').notNull(),
    description: text('description').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdBy: uuid('created_by'),
    createdAt: columns.createdAt(),
  },
  (t) => [
    unique('firmware_packages_type_version_uq').on(t.tenantId, t.typeId, t.version),
    index('firmware_packages_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);
export type FirmwarePackageRow = typeof firmwarePackages.$inferSelect;

/** A reason: a catalogue code and its parameters. */
export type StoredReason = { code: string; params: Record<string, string | number> } | null;

/** An upgrade task and its staged rollout; the engine (job firmware.rollout) moves it. */
export const firmwareTasks = pgTable(
  'firmware_tasks',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    firmwareId: uuid('firmware_id')
      .notNull()
      .references(() => firmwarePackages.id),
    target: jsonb('target').$type<FirmwareTarget>().notNull(),
    plan: jsonb('plan').$type<RolloutPlan>().notNull(),
    upgradeAt: columns.at('upgrade_at').notNull(),
    phase: text('phase').$type<FirmwareTaskPhase>().notNull(),
    reason: jsonb('reason').$type<StoredReason>(),
    /** The group being rolled out (0 is the canary). */
    currentGroup: integer('current_group').notNull().default(0),
    /** Groups whose successor a second user approved (the index of the approved group). */
    approvedThrough: integer('approved_through').notNull().default(-1),
    /** Group sizes, fixed at creation. */
    groupSizes: jsonb('group_sizes').$type<number[]>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
    finishedAt: columns.at('finished_at'),
  },
  (t) => [
    index('firmware_tasks_tenant_idx').on(t.tenantId, t.createdAt),
    index('firmware_tasks_phase_idx').on(t.phase),
  ],
);
export type FirmwareTaskRow = typeof firmwareTasks.$inferSelect;

/** One device of a task: to_push → pushed → upgrading → success | fail (B §7). */
export const firmwareTaskDevices = pgTable(
  'firmware_task_devices',
  {
    taskId: columns.belongsTo('task_id', () => firmwareTasks.id),
    deviceId: text('device_id').notNull(),
    groupNo: integer('group_no').notNull(),
    state: text('state').$type<FirmwareTaskState>().notNull(),
    progress: integer('progress').notNull().default(0),
    reason: jsonb('reason').$type<StoredReason>(),
    /** Offers made so far (the first and each retry). */
    attempts: integer('attempts').notNull().default(0),
    /** The offer in flight: its request id, and when it times out. */
    requestId: uuid('request_id'),
    pushedAt: columns.at('pushed_at'),
    timeoutAt: columns.at('timeout_at'),
    fromVersion: text('from_version').notNull().default(''),
    version: text('version').notNull().default(''),
    updatedAt: columns.updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.deviceId] }),
    index('firmware_task_devices_state_idx').on(t.taskId, t.state, t.groupNo),
    index('firmware_task_devices_request_idx').on(t.requestId),
    index('firmware_task_devices_device_idx').on(t.deviceId),
    index('firmware_task_devices_pushed_idx').on(t.taskId, t.pushedAt),
  ],
);
export type FirmwareTaskDeviceRow = typeof firmwareTaskDevices.$inferSelect;

/** What happened to a task and who did it (automatic pauses have no actor). */
export const firmwareTaskEvents = pgTable(
  'firmware_task_events',
  {
    id: columns.id(),
    taskId: columns.belongsTo('task_id', () => firmwareTasks.id),
    at: columns.at('at').notNull(),
    action: text('action').notNull(),
    actor: uuid('actor'),
    reason: jsonb('reason').$type<StoredReason>(),
  },
  (t) => [index('firmware_task_events_task_idx').on(t.taskId, t.at)],
);
