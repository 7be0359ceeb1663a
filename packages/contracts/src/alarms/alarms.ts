import { z } from 'zod';
import { TIMED_INTERVAL_HOURS, TIMED_INTERVAL_MINUTES } from '../common/limits';
import { ALARM_DATA_TYPES, ALARM_LEVELS, COMPARISONS } from './enums';
import { DEVICE_STATUSES } from '../device/enums';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../common/account';
import { alarmRuleName, alarmTemplate } from '../common/names';
import { textVariantsOutSchema, textVariantsSchema } from '../common/localized';
import { INVALID_CODE, INVALID_OPTION_CODE, REQUIRED_CODE, TOO_LONG_CODE } from '../common/text';
import { TIME_OF_DAY_PATTERN } from '../common/time';
import { commandInputSchema } from '../device/device-commands';
import { pagedSchema, pageQuerySchema } from '../common/paging';

/** Issue 15, docs/spec/B-operations.md §3–§8: alarm rules, their triggers and the alarm events they raise. */

export const ALARM_RULE_STATUSES = ['enabled', 'disabled'] as const;
export type AlarmRuleStatus = (typeof ALARM_RULE_STATUSES)[number];
/** `default`: the platform's text; `custom`: `custom_alert_description` with placeholders. */
export const ALERT_DESCRIPTION_TYPES = ['default', 'custom'] as const;
/** Placeholders of a custom description, written `{station}`, `{device}` … */
export const ALARM_PLACEHOLDERS = ['station', 'device', 'point', 'value', 'threshold', 'time'] as const;
export const TRIGGER_FILTER_TYPES = ['all', 'device_type', 'station', 'devices'] as const;
export const TRIGGER_JOINS = ['and', 'or'] as const;
/** `closed`: ended with its rule (the rule was disabled or deleted while the alarm was active). */
export const ALARM_EVENT_STATES = ['active', 'recovered', 'closed'] as const;
export type AlarmEventState = (typeof ALARM_EVENT_STATES)[number];

export const ALARM_CONDITIONS_MAX = 10;
export const ALARM_ACTIONS_MAX = 10;
export const ALARM_FILTER_IDS_MAX = 1000;
/** Durations, offline times and "within S seconds" windows: 1 s to one day. */
export const ALARM_SECONDS = { min: 1, max: 86_400 } as const;
export const ALARM_TIMES = { min: 1, max: 1000 } as const;
export const ALARM_EVENT_BATCH_MAX = 200;

const intIn = (range: { min: number; max: number }, code: string = '10002') =>
  z
    .number({ error: INVALID_CODE })
    .int({ error: 'iot-validation.10005' })
    .refine((v) => v >= range.min && v <= range.max, { error: code, params: { ...range } });

const point = z
  .string({ error: REQUIRED_CODE })
  .min(1, { error: REQUIRED_CODE })
  .max(64, { error: TOO_LONG_CODE });

/** A point compared with a threshold (device data); with `minus_point`, their difference (a spread). */
export const pointConditionSchema = z.object({
  kind: z.literal('point'),
  point,
  /** Compared: `point` − `minus_point` (e.g. highest − lowest cell voltage). */
  minus_point: point.optional(),
  comparison: z.enum(COMPARISONS, { error: INVALID_OPTION_CODE }),
  threshold: z.number({ error: INVALID_CODE }),
});
/** No sample for `seconds` (device state). */
export const offlineConditionSchema = z.object({ kind: z.literal('offline'), seconds: intIn(ALARM_SECONDS) });
/** A device log whose attribute equals a value (device log). */
export const logConditionSchema = z.object({
  kind: z.literal('log'),
  attribute: point,
  value: z
    .string({ error: REQUIRED_CODE })
    .min(1, { error: REQUIRED_CODE })
    .max(256, { error: TOO_LONG_CODE }),
});
/** The device is in a state (device state). */
export const stateConditionSchema = z.object({
  kind: z.literal('state'),
  state: z.enum(DEVICE_STATUSES, { error: INVALID_OPTION_CODE }),
});
export const alarmConditionSchema = z.discriminatedUnion(
  'kind',
  [pointConditionSchema, offlineConditionSchema, logConditionSchema, stateConditionSchema],
  { error: INVALID_OPTION_CODE },
);
export type AlarmCondition = z.infer<typeof alarmConditionSchema>;

/** Immediately, or N times within S seconds; neither may be 0 (iot-alert.10005). */
export const alarmFrequencySchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('immediate') }),
    z.object({
      type: z.literal('count_within'),
      times: intIn(ALARM_TIMES, 'iot-alert.10005'),
      seconds: intIn(ALARM_SECONDS, 'iot-alert.10005'),
    }),
  ],
  { error: INVALID_OPTION_CODE },
);
export type AlarmFrequencyInput = z.infer<typeof alarmFrequencySchema>;

export const triggerConditionSchema = z.object({
  conditions: z
    .array(alarmConditionSchema, { error: INVALID_CODE })
    .min(1, { error: REQUIRED_CODE })
    .max(ALARM_CONDITIONS_MAX, { error: TOO_LONG_CODE }),
  join: z.enum(TRIGGER_JOINS, { error: INVALID_OPTION_CODE }).default('and'),
  /** The condition must hold for at least this long (0: at once). */
  duration_seconds: z
    .number({ error: INVALID_CODE })
    .int({ error: 'iot-validation.10005' })
    .min(0, { error: '10003' })
    .max(ALARM_SECONDS.max, { error: TOO_LONG_CODE })
    .default(0),
  frequency: alarmFrequencySchema.default({ type: 'immediate' }),
  /**
   * Recovery margin: a `>`/`>=` alarm recovers only below threshold − hysteresis, a `<`/`<=`
   * alarm only above threshold + hysteresis.
   */
  hysteresis: z.number({ error: INVALID_CODE }).min(0, { error: '10003' }).default(0),
});
export type TriggerCondition = z.infer<typeof triggerConditionSchema>;

export const triggerFilterSchema = z.object({
  type: z.enum(TRIGGER_FILTER_TYPES, { error: INVALID_OPTION_CODE }),
  ids: z
    .array(z.string().min(1).max(64), { error: INVALID_CODE })
    .max(ALARM_FILTER_IDS_MAX, { error: TOO_LONG_CODE })
    .default([]),
});
export type TriggerFilter = z.infer<typeof triggerFilterSchema>;

/** Active days (1 Monday … 7 Sunday) and hours; an end before the start spans midnight. */
export const timeConditionSchema = z.object({
  days: z
    .array(z.number().int().min(1).max(7), { error: INVALID_CODE })
    .min(1, { error: REQUIRED_CODE })
    .max(7, { error: INVALID_CODE }),
  start: z.string().regex(TIME_OF_DAY_PATTERN, { error: 'iot-validation.10022' }),
  end: z.string().regex(TIME_OF_DAY_PATTERN, { error: 'iot-validation.10022' }),
});
export type TimeCondition = z.infer<typeof timeConditionSchema>;

const template = alarmTemplate.optional();
export const ALARM_WEBHOOK_URL_MAX = 512;
const webhookUrl = z
  .string({ error: 'iot-alert.10007' })
  .max(ALARM_WEBHOOK_URL_MAX, { error: 'iot-alert.10007' })
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, { error: 'iot-alert.10007' });
export const alarmActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('email'),
      email: z
        .string({ error: 'login.error.015' })
        .max(64)
        .regex(EMAIL_PATTERN, { error: 'login.error.015' }),
      template,
    }),
    z.object({
      type: z.literal('sms'),
      mobile: z.string({ error: 'login.error.002' }).regex(MOBILE_PATTERN, { error: 'login.error.002' }),
      template,
    }),
    z.object({ type: z.literal('app_push'), template }),
    /**
     * JSON POST, retried with backoff; with a secret, signed: `X-IES-Timestamp` (Unix seconds) and
     * `X-IES-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` (docs/api/alarms.md).
     */
    z.object({
      type: z.literal('webhook'),
      url: webhookUrl,
      secret: z.string({ error: INVALID_CODE }).max(128, { error: TOO_LONG_CODE }).default(''),
      template,
    }),
    /** WeCom (企业微信) group robot: its webhook address with the key. */
    z.object({ type: z.literal('wecom'), url: webhookUrl, template }),
    /** DingTalk (钉钉) group robot: its webhook address with the access token. */
    z.object({ type: z.literal('dingtalk'), url: webhookUrl, template }),
    /**
     * A control command (an operation of the device type, with its params) issued on a raise
     * through the device command state machine — its checks, send limits and audit — to the
     * alarmed device, or to `device_id` of the same tenant (e.g. stop the PCS when the BMS alarms).
     */
    commandInputSchema.extend({
      type: z.literal('command'),
      device_id: z
        .string({ error: INVALID_CODE })
        .min(1, { error: INVALID_CODE })
        .max(64, { error: TOO_LONG_CODE })
        .optional(),
    }),
    /** A critical alarm opens a work order from this template, to this handler (modules/orders). */
    z.object({
      type: z.literal('work_order'),
      template_id: z.uuid({ error: INVALID_CODE }),
      handler_id: z.uuid({ error: INVALID_CODE }),
      verifier_id: z.uuid({ error: INVALID_CODE }),
    }),
  ],
  { error: INVALID_OPTION_CODE },
);
export type AlarmActionInput = z.infer<typeof alarmActionSchema>;

/** Repeat notifications of an unhandled alarm: 1–59 minutes or 1–23 hours (B §5). */
export const notificationIntervalSchema = z
  .object({
    unit: z.enum(['minute', 'hour'], { error: INVALID_OPTION_CODE }),
    value: z.number({ error: INVALID_CODE }).int({ error: 'iot-validation.10005' }),
  })
  .superRefine((v, ctx) => {
    const range = v.unit === 'minute' ? TIMED_INTERVAL_MINUTES : TIMED_INTERVAL_HOURS;
    if (v.value < range.min || v.value > range.max) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: '10002', params: { ...range } });
    }
  });

/** Minutes an alarm may stay unhandled before the escalation recipients are told. */
export const ALARM_ESCALATION_MINUTES = { min: 1, max: 1440 } as const;
/** Unhandled after `after_minutes` → the next recipients (`EditAlarmNotificationsSettings`). */
export const alarmEscalationSchema = z.object({
  after_minutes: z
    .number({ error: INVALID_CODE })
    .int({ error: 'iot-validation.10005' })
    .min(ALARM_ESCALATION_MINUTES.min, { error: INVALID_CODE })
    .max(ALARM_ESCALATION_MINUTES.max, { error: INVALID_CODE }),
  actions: z
    .array(alarmActionSchema, { error: INVALID_CODE })
    .min(1, { error: REQUIRED_CODE })
    .max(ALARM_ACTIONS_MAX),
});
export type AlarmEscalation = z.infer<typeof alarmEscalationSchema>;

const ruleFields = {
  name: alarmRuleName,
  data_type: z.enum(ALARM_DATA_TYPES, { error: INVALID_OPTION_CODE }),
  level: z
    .number({ error: INVALID_OPTION_CODE })
    .refine((v) => (ALARM_LEVELS as readonly number[]).includes(v), { error: INVALID_OPTION_CODE }),
  status: z.enum(ALARM_RULE_STATUSES, { error: INVALID_OPTION_CODE }).default('disabled'),
  alert_description_type: z.enum(ALERT_DESCRIPTION_TYPES, { error: INVALID_OPTION_CODE }).default('default'),
  custom_alert_description: z.string().max(2048).default(''),
  enable_recovery: z.boolean({ error: INVALID_CODE }).default(true),
  time_condition: timeConditionSchema.nullable().default(null),
  trigger_condition: triggerConditionSchema,
  trigger_filter: triggerFilterSchema,
  to_public: z.boolean({ error: INVALID_CODE }).default(false),
  simple_mode: z.boolean({ error: INVALID_CODE }).default(true),
  actions: z.array(alarmActionSchema, { error: INVALID_CODE }).max(ALARM_ACTIONS_MAX).default([]),
  /** Reminder interval of an unacknowledged critical alarm (repeats until acknowledged). */
  notification_interval: notificationIntervalSchema.nullable().default(null),
  escalation: alarmEscalationSchema.nullable().default(null),
  /** The name and the custom text per language (common/localized.ts); absent on update: kept. */
  i18n: textVariantsSchema({ name: alarmRuleName, custom_alert_description: alarmTemplate }).optional(),
};

type RuleShape = {
  data_type: (typeof ALARM_DATA_TYPES)[number];
  simple_mode: boolean;
  alert_description_type: (typeof ALERT_DESCRIPTION_TYPES)[number];
  custom_alert_description: string;
  trigger_condition: TriggerCondition;
  trigger_filter: TriggerFilter;
};

const KINDS_OF: Record<(typeof ALARM_DATA_TYPES)[number], readonly AlarmCondition['kind'][]> = {
  device_data: ['point'],
  device_log: ['log'],
  device_state: ['state', 'offline'],
};

/** Rules across fields: simple mode, the kinds a data type allows, the custom template, filter ids. */
function checkRule(rule: RuleShape, ctx: z.RefinementCtx): void {
  const add = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  const { conditions } = rule.trigger_condition;
  if (rule.simple_mode) {
    if (rule.data_type !== 'device_data' || conditions.length !== 1) {
      add(['trigger_condition', 'conditions'], INVALID_CODE);
    }
    if (rule.trigger_condition.duration_seconds !== 0)
      add(['trigger_condition', 'duration_seconds'], INVALID_CODE);
  }
  conditions.forEach((c, i) => {
    if (!KINDS_OF[rule.data_type].includes(c.kind))
      add(['trigger_condition', 'conditions', i, 'kind'], INVALID_OPTION_CODE);
  });
  if (rule.alert_description_type === 'custom') {
    // The template's own issue (its length, or a character it may not hold), not always the length.
    const issue = alarmTemplate.safeParse(rule.custom_alert_description).error?.issues[0];
    if (issue)
      ctx.addIssue({
        code: 'custom',
        path: ['custom_alert_description'],
        message: issue.message,
        params: issue.code === 'custom' ? issue.params : undefined,
      });
  } else if (rule.custom_alert_description.length > 1024) {
    add(['custom_alert_description'], 'iot-alert.10004');
  }
  if (rule.trigger_filter.type !== 'all' && rule.trigger_filter.ids.length === 0) {
    add(['trigger_filter', 'ids'], REQUIRED_CODE);
  }
}

/** Body of `POST /api/alert-mgmt/tenants/{tenant_id}/rules`. */
export const alarmRuleCreateSchema = z.object(ruleFields).strict().superRefine(checkRule);
export type AlarmRuleCreateInput = z.input<typeof alarmRuleCreateSchema>;
export type AlarmRuleCreate = z.infer<typeof alarmRuleCreateSchema>;
/** Body of `PUT …/rules/{rule_id}`: the whole rule again (the form sends every field). */
export const alarmRuleUpdateSchema = alarmRuleCreateSchema;

export const alarmRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  data_type: z.enum(ALARM_DATA_TYPES),
  level: z.number().int(),
  status: z.enum(ALARM_RULE_STATUSES),
  alert_description_type: z.enum(ALERT_DESCRIPTION_TYPES),
  custom_alert_description: z.string(),
  enable_recovery: z.boolean(),
  time_condition: timeConditionSchema.nullable(),
  trigger_condition: triggerConditionSchema,
  trigger_filter: triggerFilterSchema,
  to_public: z.boolean(),
  simple_mode: z.boolean(),
  actions: z.array(alarmActionSchema),
  notification_interval: z.object({ unit: z.enum(['minute', 'hour']), value: z.number() }).nullable(),
  escalation: alarmEscalationSchema.nullable(),
  /** `name` and `custom_alert_description` per language, when the rule has them. */
  i18n: textVariantsOutSchema,
  shared_user_ids: z.array(z.string()),
  created_by: z.string().nullable(),
  /** The caller may edit, enable, disable, share and delete it (manager or creator). */
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AlarmRule = z.infer<typeof alarmRuleSchema>;

export const alarmRuleListQuerySchema = pageQuerySchema.extend({
  name: z.string().max(64).optional(),
  status: z.enum(ALARM_RULE_STATUSES).optional(),
  level: z.coerce.number().int().optional(),
});
export const alarmRuleListSchema = pagedSchema(alarmRuleSchema);
export type AlarmRuleList = z.infer<typeof alarmRuleListSchema>;

export const alarmTenantParamsSchema = z.object({ tenant_id: z.string() });
export const alarmRuleParamsSchema = z.object({ tenant_id: z.string(), rule_id: z.string() });
export const alarmRuleShareSchema = z.object({
  user_ids: z.array(z.string().uuid({ error: INVALID_CODE })).max(ALARM_FILTER_IDS_MAX),
});
