import type {
  PlanUnit,
  RepairStatus,
  WorkOrderFeedbackType,
  WorkOrderPriority,
  WorkOrderStatus,
  WorkOrderType,
  TextVariants,
} from '@ies/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { tenants } from './tenants';

// Repair orders and work orders (modules/orders, docs/work-orders.md). Orders keep the station id
// and name without a foreign key: they are records, kept when a station goes.

/** An order's timeline entry, the same for both kinds: the move, who made it, and when. */
function orderEventColumns<TStatus extends string>(order: Parameters<typeof columns.belongsTo>[1]) {
  return {
    id: columns.id(),
    orderId: columns.belongsTo('order_id', order),
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<TStatus>(),
    toStatus: text('to_status').$type<TStatus>().notNull(),
    actorId: uuid('actor_id').notNull(),
    note: text('note').notNull().default(''),
    /** The note per language (contracts common/localized.ts). */
    i18n: jsonb('i18n').$type<TextVariants>().notNull().default({}),
    pictureIds: jsonb('picture_ids').$type<string[]>().notNull().default([]),
    at: columns.at('at').notNull(),
  };
}

/** Per tenant, per prefix (R, W) and local day: the last number given (one atomic upsert each). */
export const orderSequences = pgTable(
  'order_sequences',
  {
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    prefix: text('prefix').notNull(),
    day: text('day').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.prefix, t.day] })],
);

export const repairOrders = pgTable(
  'repair_orders',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    orderNo: text('order_no').notNull(),
    stationId: uuid('station_id').notNull(),
    stationName: text('station_name').notNull(),
    deviceId: text('device_id'),
    description: text('description').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /** Texts per language (contracts common/localized.ts). */
    i18n: jsonb('i18n').$type<TextVariants>().notNull().default({}),
    pictureIds: jsonb('picture_ids').$type<string[]>().notNull().default([]),
    status: text('status').$type<RepairStatus>().notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: columns.at('created_at').notNull(),
    updatedAt: columns.at('updated_at').notNull(),
  },
  (t) => [
    unique('repair_orders_no').on(t.tenantId, t.orderNo),
    index('repair_orders_tenant_idx').on(t.tenantId, t.createdAt),
    index('repair_orders_station_idx').on(t.stationId),
  ],
);

/** The timeline: raising and every move, with who and when. */
export const repairOrderEvents = pgTable(
  'repair_order_events',
  {
    ...orderEventColumns<RepairStatus>(() => repairOrders.id),
  },
  (t) => [index('repair_order_events_order_idx').on(t.orderId, t.at)],
);

export const workOrderTemplates = pgTable(
  'work_order_templates',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    type: text('type').$type<WorkOrderType>().notNull(),
    name: text('name').notNull(),
    /** Texts per language (contracts common/localized.ts). */
    i18n: jsonb('i18n').$type<TextVariants>().notNull().default({}),
    checklist: jsonb('checklist').$type<string[]>().notNull().default([]),
    /** Per checklist item (same order): its text per language (`{}` when none). */
    checklistI18n: jsonb('checklist_i18n').$type<TextVariants[]>().notNull().default([]),
    createdBy: uuid('created_by').notNull(),
    createdAt: columns.at('created_at').notNull(),
  },
  (t) => [unique('work_order_templates_name').on(t.tenantId, t.type, t.name)],
);

export interface ChecklistEntry {
  item: string;
  done: boolean;
  note: string;
  /** The item (from the template) and the answer's note per language; absent in older rows. */
  i18n?: TextVariants;
}

export const workOrders = pgTable(
  'work_orders',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    orderNo: text('order_no').notNull(),
    name: text('name').notNull(),
    /** Texts per language (contracts common/localized.ts). */
    i18n: jsonb('i18n').$type<TextVariants>().notNull().default({}),
    priority: text('priority').$type<WorkOrderPriority>().notNull(),
    type: text('type').$type<WorkOrderType>().notNull(),
    feedbackType: text('feedback_type').$type<WorkOrderFeedbackType>().notNull(),
    templateId: uuid('template_id').references(() => workOrderTemplates.id, { onDelete: 'set null' }),
    checklist: jsonb('checklist').$type<ChecklistEntry[]>().notNull().default([]),
    stationId: uuid('station_id'),
    stationName: text('station_name'),
    deviceIds: jsonb('device_ids').$type<string[]>().notNull().default([]),
    /** The alarm event it was raised from (modules/alarms links the event back to the order). */
    alarmEventId: uuid('alarm_event_id'),
    status: text('status').$type<WorkOrderStatus>().notNull(),
    sponsorId: uuid('sponsor_id').notNull(),
    /** Null for the cloud-platform type: the platform administrator handles it. */
    handlerId: uuid('handler_id'),
    verifierId: uuid('verifier_id').notNull(),
    plannedStart: columns.at('planned_start').notNull(),
    plannedEnd: columns.at('planned_end').notNull(),
    actualStart: columns.at('actual_start'),
    actualEnd: columns.at('actual_end'),
    /** When the overdue sweep found it open past its planned end (and told its sponsor). */
    overdueAt: columns.at('overdue_at'),
    description: text('description').notNull().default(''),
    pictureIds: jsonb('picture_ids').$type<string[]>().notNull().default([]),
    /** Opened by a maintenance plan for this due time: at most one order per plan and due time. */
    planId: uuid('plan_id'),
    planDue: columns.at('plan_due'),
    createdAt: columns.at('created_at').notNull(),
    updatedAt: columns.at('updated_at').notNull(),
  },
  (t) => [
    unique('work_orders_no').on(t.tenantId, t.orderNo),
    unique('work_orders_plan_due').on(t.planId, t.planDue),
    index('work_orders_tenant_idx').on(t.tenantId, t.createdAt),
    index('work_orders_type_idx').on(t.type, t.status),
    check('work_orders_planned', sql`${t.plannedEnd} > ${t.plannedStart}`),
  ],
);

export const workOrderEvents = pgTable(
  'work_order_events',
  {
    ...orderEventColumns<WorkOrderStatus>(() => workOrders.id),
    checklist: jsonb('checklist').$type<ChecklistEntry[]>(),
  },
  (t) => [index('work_order_events_order_idx').on(t.orderId, t.at)],
);

/** Planned maintenance: a recurring station inspection that opens a work order every period. */
export const maintenancePlans = pgTable(
  'maintenance_plans',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    name: text('name').notNull(),
    /** Texts per language (contracts common/localized.ts). */
    i18n: jsonb('i18n').$type<TextVariants>().notNull().default({}),
    stationId: uuid('station_id').notNull(),
    stationName: text('station_name').notNull(),
    tzOffsetHours: integer('tz_offset_hours').notNull(),
    templateId: columns.belongsTo('template_id', () => workOrderTemplates.id),
    handlerId: uuid('handler_id').notNull(),
    verifierId: uuid('verifier_id').notNull(),
    every: integer('every').notNull(),
    unit: text('unit').$type<PlanUnit>().notNull(),
    windowHours: integer('window_hours').notNull(),
    /** The next order's planned start; the sweep moves it on in one conditional update. */
    nextDue: columns.at('next_due').notNull(),
    lastOrderNo: text('last_order_no'),
    createdBy: uuid('created_by').notNull(),
    createdAt: columns.at('created_at').notNull(),
  },
  (t) => [
    index('maintenance_plans_due_idx').on(t.nextDue),
    index('maintenance_plans_tenant_idx').on(t.tenantId),
  ],
);

export type MaintenancePlanRow = typeof maintenancePlans.$inferSelect;
export type RepairOrderRow = typeof repairOrders.$inferSelect;
export type RepairOrderEventRow = typeof repairOrderEvents.$inferSelect;
export type WorkOrderRow = typeof workOrders.$inferSelect;
export type WorkOrderEventRow = typeof workOrderEvents.$inferSelect;
export type WorkOrderTemplateRow = typeof workOrderTemplates.$inferSelect;
