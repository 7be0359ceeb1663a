import {
  alarmActionSchema,
  alarmFrequencySchema,
  alarmEventHandleSchema,
  alarmNotificationSettingsSchema,
  alarmRuleCreateSchema,
  logConditionSchema,
  pointConditionSchema,
  timeConditionSchema,
  triggerConditionSchema,
} from '@ies/contracts';
import type { RuleSchema } from '../../../ui/fieldRule';

// The contract schema of every field the alarm forms show (B §3–§5): the forms check and limit each
// input with these (`ui/fieldRule`), never with a number of their own.

type Shape = Record<string, RuleSchema | undefined>;

/** One channel's action schema (email, sms, webhook, …, command) by its `type`. */
function actionShape(type: string): Shape {
  const option = alarmActionSchema.options.find((candidate) => candidate.shape.type.value === type);
  return (option?.shape ?? {}) as unknown as Shape;
}

const countWithin = alarmFrequencySchema.options.find((option) => option.shape.type.value === 'count_within')
  ?.shape as unknown as { times: RuleSchema; seconds: RuleSchema };
const quietHours = alarmNotificationSettingsSchema.shape.quiet_hours.unwrap().shape;

export const ruleFields = {
  name: alarmRuleCreateSchema.shape.name,
  customDescription: alarmRuleCreateSchema.shape.custom_alert_description,
  point: pointConditionSchema.shape.point,
  minusPoint: pointConditionSchema.shape.minus_point,
  threshold: pointConditionSchema.shape.threshold,
  logAttribute: logConditionSchema.shape.attribute,
  logValue: logConditionSchema.shape.value,
  hysteresis: triggerConditionSchema.shape.hysteresis,
  durationSeconds: triggerConditionSchema.shape.duration_seconds,
  times: countWithin.times,
  withinSeconds: countWithin.seconds,
  level: alarmRuleCreateSchema.shape.level,
  timeStart: timeConditionSchema.shape.start,
  timeEnd: timeConditionSchema.shape.end,
  quietStart: quietHours.start,
  quietEnd: quietHours.end,
  handler: alarmEventHandleSchema.shape.handler,
  handleMethod: alarmEventHandleSchema.shape.handle_method,
} satisfies Record<string, RuleSchema>;

/** The command action's own fields (operation, target device). */
export const commandFields = actionShape('command') as { operation: RuleSchema; device_id: RuleSchema };

/** The address field of a channel: the e-mail, the mobile number or the web address. */
export function targetSchema(channel: string): RuleSchema | undefined {
  const shape = actionShape(channel);
  return shape.email ?? shape.mobile ?? shape.url;
}
