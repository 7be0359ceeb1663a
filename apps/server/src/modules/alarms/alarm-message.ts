import { COMPARISON_LABELS, DEVICE_STATUS_LABELS, type DeviceStatus, type Locale } from '@ies/contracts';
import type { AlarmRuleRow } from '../../db/schema';
import type { EngineDevice } from './alarm-engine.repository';
import type { AlarmOccurrence } from './alarm-events.repository';
import { conditionValue, renderTemplate } from './alarm-evaluator';

/** The text of an alarm (the rule's template or the default line) and its placeholders. */
export function alarmMessage(
  rule: AlarmRuleRow,
  device: EngineDevice,
  values: Record<string, unknown>,
  ts: number,
): { text: string; fields: Record<string, string> } {
  const fields = alarmFields(rule, device, values, ts);
  return { text: describe(rule, fields), fields };
}

/**
 * An alarm of `rule` on `device` at `ts` as its event row and its notice both record it, with the
 * message's placeholders.
 */
export function alarmOccurrence(
  rule: AlarmRuleRow,
  device: EngineDevice,
  value: unknown,
  values: Record<string, unknown>,
  ts: number,
): { occurrence: AlarmOccurrence; fields: Record<string, string> } {
  const { text: message, fields } = alarmMessage(rule, device, values, ts);
  const occurrence = {
    tenantId: device.tenantId,
    deviceId: device.id,
    stationId: device.stationId,
    level: rule.level,
    value,
    message,
    at: new Date(ts),
  };
  return { occurrence, fields };
}

function alarmFields(
  rule: AlarmRuleRow,
  device: EngineDevice,
  values: Record<string, unknown>,
  ts: number,
): Record<string, string> {
  const condition = rule.triggerCondition.conditions[0];
  const point =
    condition?.kind === 'point'
      ? condition.minus_point
        ? `${condition.point}−${condition.minus_point}`
        : condition.point
      : condition?.kind === 'log'
        ? condition.attribute
        : (condition?.kind ?? '');
  const logValue =
    condition?.kind === 'log'
      ? ((values.data as Record<string, unknown> | null)?.[point] ?? values[point] ?? '')
      : undefined;
  const fields = {
    station: device.stationName ?? '',
    device: device.name,
    point,
    value: String(
      condition?.kind === 'point'
        ? (conditionValue(condition, values) ?? '')
        : condition?.kind === 'log'
          ? logValue
          : condition?.kind === 'state'
            ? values.status
            : JSON.stringify(values),
    ),
    threshold:
      condition?.kind === 'point'
        ? String(condition.threshold)
        : condition?.kind === 'log'
          ? condition.value
          : condition?.kind === 'state'
            ? condition.state
            : '',
    time: new Date(ts).toISOString(),
  };
  return fields;
}

const isStatus = (v: string | undefined): v is DeviceStatus => v !== undefined && v in DEVICE_STATUS_LABELS;

/** Placeholders in a language: device states by their name in it (the rest are names and numbers). */
function localized(fields: Record<string, string>, locale: Locale): Record<string, string> {
  const out = { ...fields };
  for (const k of ['value', 'threshold'] as const) {
    const v = fields[k];
    if (isStatus(v)) out[k] = DEVICE_STATUS_LABELS[v][locale];
  }
  return out;
}

/**
 * The text of an alarm in a recipient's language: the rule's template with its placeholders
 * filled in that language, or the default line written in it.
 */
export function describe(rule: AlarmRuleRow, rawFields: Record<string, string>, to?: Locale): string {
  // Without a recipient (the event's own message): Chinese lines, raw values.
  const locale = to ?? 'zh';
  const fields = to ? localized(rawFields, to) : rawFields;
  const condition = rule.triggerCondition.conditions[0];
  const point = fields.point ?? '';
  if (rule.alertDescriptionType === 'custom') return renderTemplate(rule.customAlertDescription, fields);
  const [colon, comma] = locale === 'en' ? [': ', ', '] : ['：', '，'];
  const head = `${rule.name}${colon}${fields.station} ${fields.device}`;
  if (condition?.kind === 'point') {
    const label = COMPARISON_LABELS[condition.comparison];
    const cmp = locale === 'en' ? label.en.toLowerCase() : label.zh;
    return `${head} ${point}=${fields.value}${comma}${cmp} ${fields.threshold}`;
  }
  if (condition?.kind === 'log' || condition?.kind === 'state') return `${head} ${point}=${fields.value}`;
  return `${head} ${fields.value}`;
}
