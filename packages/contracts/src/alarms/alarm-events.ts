import { z } from 'zod';
import { ALARM_LEVELS, HANDLER_STATUSES } from './enums';
import { LOCALES } from '../common/locale';
import { alarmHandleMethod, alarmHandler } from '../common/names';
import { INVALID_CODE, INVALID_OPTION_CODE, REQUIRED_CODE, TOO_LONG_CODE } from '../common/text';
import { TIME_OF_DAY_PATTERN } from '../common/time';
import { textVariantsOutSchema } from '../common/localized';
import { ALARM_EVENT_BATCH_MAX, ALARM_EVENT_STATES } from './alarms';
import { pagedSchema, pageQuerySchema } from '../common/paging';

// Alarm events, their deliveries and counts, and a user's own alarm notifications (B §3–§5); the
// rules they come from are in ./alarms.

// ---------------------------------------------------------------- events

export const alarmEventSchema = z.object({
  id: z.string(),
  rule_id: z.string(),
  rule_name: z.string(),
  device_id: z.string(),
  device_name: z.string(),
  station_id: z.string().nullable(),
  station_name: z.string().nullable(),
  level: z.number().int(),
  state: z.enum(ALARM_EVENT_STATES),
  value: z.unknown(),
  last_value: z.unknown(),
  count: z.number().int(),
  message: z.string(),
  /** `message` and `rule_name` per language, rendered when it was raised (common/localized.ts). */
  i18n: textVariantsOutSchema,
  generated_time: z.string(),
  last_time: z.string(),
  recovered_time: z.string().nullable(),
  /** When it ended: recovered, or closed with its rule. */
  ended_time: z.string().nullable(),
  handler_status: z.enum(HANDLER_STATUSES),
  handler: z.string().nullable(),
  handle_method: z.string().nullable(),
  handle_time: z.string().nullable(),
  acknowledged_time: z.string().nullable(),
  /** The work order raised from this event, if any. */
  work_order_id: z.string().nullable(),
  work_order_no: z.string().nullable(),
  /** Grouped under this root event (a gateway offline): not notified on its own. */
  parent_event_id: z.string().nullable(),
  /** Escalation sent; reminders sent for an unacknowledged critical alarm. */
  escalated_time: z.string().nullable(),
  reminders: z.number().int(),
});
export type AlarmEvent = z.infer<typeof alarmEventSchema>;

const csvOrOne = z.preprocess(
  (v) => (typeof v === 'string' && v.includes(',') ? v.split(',') : v),
  z.union([z.string(), z.array(z.string())]).optional(),
);

/** Query of `GET /api/out-wrapper/group/tenants/{tenant_id}/user/{user_id}/alert-event-data`. */
export const alarmEventQuerySchema = pageQuerySchema.extend({
  start_time: z.iso.datetime({ offset: true, error: 'iot-validation.10016' }).optional(),
  end_time: z.iso.datetime({ offset: true, error: 'iot-validation.10016' }).optional(),
  /** Station (group) id. */
  group_id: z.string().optional(),
  handler_status: z.enum(HANDLER_STATUSES, { error: INVALID_OPTION_CODE }).optional(),
  info_model_id: z.string().optional(),
  level: z.coerce.number().int().optional(),
  rule_id: z.string().optional(),
  state: z.enum(ALARM_EVENT_STATES).optional(),
  device_id: csvOrOne,
});
export type AlarmEventQuery = z.infer<typeof alarmEventQuerySchema>;
export const alarmEventListSchema = pagedSchema(alarmEventSchema);
export type AlarmEventList = z.infer<typeof alarmEventListSchema>;
export const alarmEventParamsSchema = z.object({ tenant_id: z.string(), user_id: z.string() });

const eventIds = z
  .array(z.string().uuid({ error: INVALID_CODE }), { error: INVALID_CODE })
  .min(1, { error: REQUIRED_CODE })
  .max(ALARM_EVENT_BATCH_MAX, { error: TOO_LONG_CODE });

/** Handles events in a batch (B §5: handler 1–12, handle method 1–124). */
export const alarmEventHandleSchema = z.object({
  ids: eventIds,
  handler: alarmHandler,
  handle_method: alarmHandleMethod,
});
export const alarmEventIdsSchema = z.object({ ids: eventIds });
export const alarmEventBatchResultSchema = z.object({ count: z.number().int() });
/**
 * Answer of batch delete: how many were deleted, and each id kept with its reason — an active
 * event (`iot-alert.10031`: it is handled, not deleted) or one the caller does not have
 * (`iot-alert.10032`) — with the reason's text in the caller's language.
 */
export const alarmEventDeleteResultSchema = z.object({
  count: z.number().int(),
  kept: z.array(z.object({ id: z.string(), code: z.string(), message: z.string() })),
});
export type AlarmEventDeleteResult = z.infer<typeof alarmEventDeleteResultSchema>;

// ---------------------------------------------------------------- deliveries

/** What a delivery told: the raise, its recovery, its closing with the rule, a storm digest, … */
export const ALARM_DELIVERY_KINDS = [
  'raise',
  'recover',
  'closed',
  'digest',
  'escalation',
  'reminder',
] as const;
export type AlarmDeliveryKind = (typeof ALARM_DELIVERY_KINDS)[number];
export const ALARM_DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'suppressed'] as const;
export type AlarmDeliveryStatus = (typeof ALARM_DELIVERY_STATUSES)[number];
export const alarmEventOneParamsSchema = alarmEventParamsSchema.extend({ event_id: z.string() });
/** One notification of an event through one channel (the delivery log). */
export const alarmDeliverySchema = z.object({
  id: z.string(),
  kind: z.enum(ALARM_DELIVERY_KINDS),
  /** email, sms, webhook, wecom, dingtalk, command */
  channel: z.string(),
  /** Masked: e-mail `a***@example.com`, mobile `138****8000`, web addresses by host only; a command by its device's name. */
  recipient: z.string(),
  status: z.enum(ALARM_DELIVERY_STATUSES),
  attempts: z.number().int(),
  created_time: z.string(),
  /** The last attempt (or the state change). */
  updated_time: z.string(),
  /** Why the last attempt failed, in the caller's language (catalogue code and text). */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type AlarmDelivery = z.infer<typeof alarmDeliverySchema>;
export const alarmDeliveryListSchema = z.object({ list: z.array(alarmDeliverySchema) });
export type AlarmDeliveryList = z.infer<typeof alarmDeliveryListSchema>;

/** Query of `GET /api/alert-data-mgmt/tenants/{tenant_id}/statistics/count-event`. */
export const alarmCountQuerySchema = z.object({
  start_time: z.iso.datetime({ offset: true, error: 'iot-validation.10016' }).optional(),
  end_time: z.iso.datetime({ offset: true, error: 'iot-validation.10016' }).optional(),
  group_id: z.string().optional(),
});
const countBy = <K extends z.ZodType>(key: K) => z.array(z.object({ key, count: z.number().int() }));
export const alarmCountSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  unhandled: z.number().int(),
  by_level: countBy(z.number().int()),
  by_status: countBy(z.string()),
  by_station: countBy(z.string()),
  by_day: countBy(z.string()),
});
export type AlarmCount = z.infer<typeof alarmCountSchema>;

/** Channels a user can choose to receive alarms on (to the address of their account). */
export const ALARM_USER_CHANNELS = ['app_push', 'email', 'sms'] as const;
export type AlarmUserChannel = (typeof ALARM_USER_CHANNELS)[number];

/**
 * A user's own alarm notifications (`EditAlarmNotificationsSettings`): which channels, from which
 * level on, and quiet hours (station local time) in which only critical alarms are sent — if
 * `critical_in_quiet_hours` — and the others wait in the bell.
 */
export const alarmNotificationSettingsSchema = z.object({
  channels: z
    .array(z.enum(ALARM_USER_CHANNELS, { error: INVALID_OPTION_CODE }), { error: INVALID_CODE })
    .max(ALARM_USER_CHANNELS.length, { error: INVALID_CODE })
    .refine((v) => new Set(v).size === v.length, { error: INVALID_CODE }),
  min_level: z
    .number({ error: INVALID_OPTION_CODE })
    .refine((v) => (ALARM_LEVELS as readonly number[]).includes(v), { error: INVALID_OPTION_CODE }),
  quiet_hours: z
    .object({
      start: z.string().regex(TIME_OF_DAY_PATTERN, { error: 'iot-validation.10022' }),
      end: z.string().regex(TIME_OF_DAY_PATTERN, { error: 'iot-validation.10022' }),
    })
    .nullable(),
  critical_in_quiet_hours: z.boolean({ error: INVALID_CODE }),
  /** The language the user's alarm texts are written in (bell, e-mail, SMS). */
  language: z.enum(LOCALES, { error: INVALID_OPTION_CODE }).default('zh'),
});
export type AlarmNotificationSettings = z.infer<typeof alarmNotificationSettingsSchema>;
/** What a user gets before choosing: the bell for every level, no quiet hours. */
export const DEFAULT_ALARM_NOTIFICATION_SETTINGS: AlarmNotificationSettings = {
  channels: ['app_push'],
  min_level: 1,
  quiet_hours: null,
  critical_in_quiet_hours: true,
  language: 'zh',
};
