import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { columns } from './columns';
import type {
  AlarmActionInput,
  AlarmDataType,
  AlarmDeliveryKind,
  AlarmDeliveryStatus,
  AlarmEscalation,
  AlarmEventState,
  AlarmNotificationSettings,
  AlarmRuleStatus,
  HandlerStatus,
  TextVariants,
  TimeCondition,
  TriggerCondition,
  TriggerFilter,
} from '@ies/contracts';

/** Alarm rules of a tenant (issue 15, docs/spec/B-operations.md §3). */
export const alarmRules = pgTable(
  'alarm_rules',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    name: text('name').notNull(),
    dataType: text('data_type').$type<AlarmDataType>().notNull(),
    level: integer('level').notNull(),
    status: text('status').$type<AlarmRuleStatus>().notNull().default('disabled'),
    alertDescriptionType: text('alert_description_type').$type<'default' | 'custom'>().notNull(),
    customAlertDescription: text('custom_alert_description').notNull().default(''),
    enableRecovery: boolean('enable_recovery').notNull().default(true),
    timeCondition: jsonb('time_condition').$type<TimeCondition | null>(),
    triggerCondition: jsonb('trigger_condition').$type<TriggerCondition>().notNull(),
    triggerFilter: jsonb('trigger_filter').$type<TriggerFilter>().notNull(),
    toPublic: boolean('to_public').notNull().default(false),
    simpleMode: boolean('simple_mode').notNull().default(true),
    actions: jsonb('actions').$type<AlarmActionInput[]>().notNull().default([]),
    notificationInterval: jsonb('notification_interval').$type<{
      unit: 'minute' | 'hour';
      value: number;
    } | null>(),
    /** Unhandled after N minutes → these further recipients (issue 15 item 4). */
    escalation: jsonb('escalation').$type<AlarmEscalation | null>(),
    /** `name` and `custom_alert_description` per language (contracts common/localized.ts). */
    i18n: jsonb('i18n').$type<TextVariants>().notNull().default({}),
    createdBy: uuid('created_by'),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [uniqueIndex('alarm_rules_tenant_name_uq').on(t.tenantId, t.name)],
);
export type AlarmRuleRow = typeof alarmRules.$inferSelect;

/** Sub-users a rule is shared with (B §6). */
export const alarmRuleShares = pgTable(
  'alarm_rule_shares',
  {
    ruleId: columns.belongsTo('rule_id', () => alarmRules.id),
    userId: uuid('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.userId] }), index('alarm_rule_shares_user_idx').on(t.userId)],
);

/**
 * Alarm events. At most one active event per rule and device: repeats raise its count and last
 * value instead of a new event (the partial unique index makes this hold across processes).
 */
export const alarmEvents = pgTable(
  'alarm_events',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    ruleId: uuid('rule_id').notNull(),
    ruleName: text('rule_name').notNull(),
    deviceId: text('device_id').notNull(),
    stationId: uuid('station_id'),
    level: integer('level').notNull(),
    state: text('state').$type<AlarmEventState>().notNull().default('active'),
    value: jsonb('value'),
    lastValue: jsonb('last_value'),
    count: integer('count').notNull().default(1),
    message: text('message').notNull().default(''),
    /** `message` and `rule_name` in each language, rendered when raised (read in the viewer's). */
    i18n: jsonb('i18n').$type<TextVariants>().notNull().default({}),
    raisedAt: columns.at('raised_at').notNull(),
    lastAt: columns.at('last_at').notNull(),
    recoveredAt: columns.at('recovered_at'),
    handlerStatus: text('handler_status').$type<HandlerStatus>().notNull().default('unhandled'),
    handler: text('handler'),
    handleMethod: text('handle_method'),
    handledAt: columns.at('handled_at'),
    handledBy: uuid('handled_by'),
    acknowledgedAt: columns.at('acknowledged_at'),
    acknowledgedBy: uuid('acknowledged_by'),
    /** The work order raised from this event (modules/orders), shown with the event. */
    workOrderId: uuid('work_order_id'),
    workOrderNo: text('work_order_no'),
    /** Root-cause grouping: the gateway's root event this offline alarm is grouped under. */
    parentEventId: uuid('parent_event_id'),
    /** When the rule's escalation recipients were told (the sweep claims each event once). */
    escalatedAt: columns.at('escalated_at'),
    /** Last reminder of an unacknowledged critical alarm, and how many were sent. */
    remindedAt: columns.at('reminded_at'),
    reminders: integer('reminders').notNull().default(0),
  },
  (t) => [
    uniqueIndex('alarm_events_one_active_uq').on(t.ruleId, t.deviceId).where(sql`${t.state} = 'active'`),
    index('alarm_events_tenant_time_idx').on(t.tenantId, t.raisedAt),
    index('alarm_events_station_idx').on(t.stationId, t.raisedAt),
    index('alarm_events_parent_idx').on(t.parentEventId),
  ],
);
export type AlarmEventRow = typeof alarmEvents.$inferSelect;

/**
 * The engine's state per rule and device (counts within the window, since when a condition
 * holds, the active event), so a restart neither loses nor repeats an active alarm.
 */
export const alarmStates = pgTable(
  'alarm_states',
  {
    ruleId: uuid('rule_id').notNull(),
    deviceId: text('device_id').notNull(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    updatedAt: columns.at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.deviceId] })],
);

/** One notification of an alarm through one channel, with its status and attempts (issue 15 item 4). */
export const alarmDeliveries = pgTable(
  'alarm_deliveries',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    eventId: uuid('event_id').notNull(),
    ruleId: uuid('rule_id').notNull(),
    /** raise, recover, closed (with its rule), digest (storm guard), escalation, reminder */
    kind: text('kind').$type<AlarmDeliveryKind>().notNull(),
    channel: text('channel').notNull(),
    destination: text('destination').notNull(),
    status: text('status').$type<AlarmDeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: columns.at('created_at').notNull(),
    updatedAt: columns.at('updated_at').notNull(),
  },
  (t) => [
    index('alarm_deliveries_event_idx').on(t.eventId),
    index('alarm_deliveries_rule_idx').on(t.ruleId, t.createdAt),
  ],
);
export type AlarmDeliveryRow = typeof alarmDeliveries.$inferSelect;

/** A user's own alarm notification settings (channels, minimum level, quiet hours). */
export const alarmNotificationSettings = pgTable('alarm_notification_settings', {
  userId: uuid('user_id').primaryKey(),
  tenantId: columns.tenantId(),
  settings: jsonb('settings').$type<AlarmNotificationSettings>().notNull(),
  updatedAt: columns.at('updated_at').notNull(),
});
