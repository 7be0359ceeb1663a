import {
  type AlarmActionInput,
  type AlarmDeliveryKind,
  COMPARISON_LABELS,
  DEVICE_STATUS_LABELS,
  type DeviceStatus,
  type Locale,
  pickText,
  type TextVariants,
} from '@ies/contracts';
import type { AlarmRuleRow } from '../../db/schema';
import type { EngineDevice } from './alarm-engine.repository';
import type { AlarmOccurrence } from './alarm-events.repository';
import { conditionValue, renderTemplate } from './alarm-evaluator';

/** A thing model's points by identifier: their names in each language and their unit. */
export type PointTexts = ReadonlyMap<string, { zh?: string; en?: string; unit?: string }>;

/**
 * The text of an alarm (the rule's template or the default line) in Chinese, both languages'
 * texts (the viewer's is shown), and its placeholders.
 */
export function alarmMessage(
  rule: AlarmRuleRow,
  device: EngineDevice,
  values: Record<string, unknown>,
  ts: number,
  points?: PointTexts,
): { text: string; i18n: TextVariants; fields: Record<string, string> } {
  const fields = alarmFields(rule, device, values, ts, points);
  const zh = describe(rule, fields, 'zh');
  const en = describe(rule, fields, 'en');
  const i18n = { message: { zh, en }, rule_name: { zh: ruleName(rule, 'zh'), en: ruleName(rule, 'en') } };
  return { text: zh, i18n, fields };
}

/** A rule's name in a language (its variant, else its name). */
export function ruleName(rule: AlarmRuleRow, locale: Locale): string {
  return pickText(rule.name, rule.i18n, 'name', locale);
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
  points?: PointTexts,
): { occurrence: AlarmOccurrence; fields: Record<string, string> } {
  const { text: message, i18n, fields } = alarmMessage(rule, device, values, ts, points);
  const occurrence = {
    tenantId: device.tenantId,
    deviceId: device.id,
    stationId: device.stationId,
    level: rule.level,
    value,
    message,
    i18n,
    at: new Date(ts),
  };
  return { occurrence, fields };
}

function alarmFields(
  rule: AlarmRuleRow,
  device: EngineDevice,
  values: Record<string, unknown>,
  ts: number,
  points?: PointTexts,
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
    ...pointNames(condition?.kind === 'point' ? [condition.point, condition.minus_point] : [], points),
    ...(condition?.kind === 'state' ? STATE_POINT : {}),
  };
  return fields;
}

/** A state condition's "point": the device's status. */
const STATE_POINT = { point_zh: '设备状态', point_en: 'Device status' };

/**
 * The condition's point (or the difference of two) by its thing-model name in each language,
 * and its unit: `point_zh`, `point_en`, `unit` (none when a point is not in the model, so the
 * identifier stands).
 */
function pointNames(ids: Array<string | undefined>, points: PointTexts | undefined): Record<string, string> {
  const shown = ids.filter((id): id is string => !!id);
  const known = shown.map((id) => points?.get(id));
  if (shown.length === 0 || known.some((p) => !p)) return {};
  const name = (locale: Locale) => known.map((p, i) => p?.[locale] || p?.zh || shown[i]);
  return {
    point_zh: name('zh').join('−'),
    point_en: name('en').join(' − '),
    unit: known[0]?.unit ?? '',
  };
}

const isStatus = (v: string | undefined): v is DeviceStatus => v !== undefined && v in DEVICE_STATUS_LABELS;

/** Placeholders in a language: device states by their name in it (the rest are names and numbers). */
function localized(fields: Record<string, string>, locale: Locale): Record<string, string> {
  const out: Record<string, string> = { ...fields, point: fields[`point_${locale}`] || fields.point || '' };
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
export function describe(rule: AlarmRuleRow, rawFields: Record<string, string>, locale: Locale): string {
  const fields = localized(rawFields, locale);
  const condition = rule.triggerCondition.conditions[0];
  const point = fields.point ?? '';
  if (rule.alertDescriptionType === 'custom')
    return renderTemplate(
      pickText(rule.customAlertDescription, rule.i18n, 'custom_alert_description', locale),
      fields,
    );
  const [colon, comma] = locale === 'en' ? [': ', ', '] : ['：', '，'];
  const head = `${ruleName(rule, locale)}${colon}${fields.station} ${fields.device}`;
  if (condition?.kind === 'point') {
    const label = COMPARISON_LABELS[condition.comparison];
    const cmp = locale === 'en' ? label.en.toLowerCase() : label.zh;
    const unit = fields.unit ? ` ${fields.unit}` : '';
    return `${head} ${point}=${fields.value}${unit}${comma}${cmp} ${fields.threshold}${unit}`;
  }
  if (condition?.kind === 'log' || condition?.kind === 'state') return `${head} ${point}=${fields.value}`;
  return `${head} ${fields.value}`;
}

/** How an alarm ended: its condition cleared, or its rule was disabled or deleted. */
export interface AlarmEnding {
  raisedAt: Date;
  reason: 'recovered' | 'rule_disabled' | 'rule_deleted';
}

/** What the texts of a notice read of it (the notifier's AlarmNotice). */
export interface NoticeLike {
  kind: 'raise' | 'recover' | 'closed';
  rule: AlarmRuleRow;
  fields: Record<string, string>;
  message: string;
  /** The message in each language (the recipient's is sent). */
  i18n?: TextVariants;
  at: Date;
  ending?: AlarmEnding;
}

const SUBJECTS: Record<AlarmDeliveryKind, Record<Locale, string>> = {
  raise: { zh: '告警', en: 'Alarm' },
  recover: { zh: '告警恢复', en: 'Alarm recovered' },
  closed: { zh: '告警随规则关闭', en: 'Alarm closed with its rule' },
  digest: { zh: '告警', en: 'Alarm' },
  escalation: { zh: '告警升级', en: 'Alarm escalated' },
  reminder: { zh: '告警提醒', en: 'Alarm reminder' },
};

/** The subject of an e-mail (and the first line of a robot's message) in the recipient's language. */
export function noticeSubject(kind: AlarmDeliveryKind, ruleName: string, locale: Locale): string {
  return `[${SUBJECTS[kind][locale]}] ${ruleName}`;
}

/** How long an alarm lasted, in words: `1小时5分12秒` / `1 h 5 min 12 s`. */
export function formatDuration(ms: number, locale: Locale): string {
  const total = Math.max(0, Math.round(ms / 1000));
  if (total === 0) return locale === 'en' ? 'under 1 s' : '不到 1 秒';
  const parts: Array<[number, string, string]> = [
    [Math.floor(total / 86_400), '天', 'd'],
    [Math.floor((total % 86_400) / 3600), '小时', 'h'],
    [Math.floor((total % 3600) / 60), '分', 'min'],
    [total % 60, '秒', 's'],
  ];
  const shown = parts.filter(([n]) => n > 0);
  return locale === 'en'
    ? shown.map(([n, , en]) => `${n} ${en}`).join(' ')
    : shown.map(([n, zh]) => `${n}${zh}`).join('');
}

/**
 * The text of an alarm's end — its recovery, or its closing with the rule — in a recipient's
 * language: what the value is now against the condition that raised it, and how long it lasted.
 * Not the raise text again: a rule's (or an action's) template describes the alarm, not its end.
 */
export function endingText(notice: NoticeLike, locale: Locale): string {
  const ending = notice.ending;
  const f = localized(notice.fields, locale);
  const en = locale === 'en';
  const rule = ruleName(notice.rule, locale);
  const where = [f.station, f.device].filter(Boolean).join(' ');
  const lasted = formatDuration(notice.at.getTime() - (ending?.raisedAt ?? notice.at).getTime(), locale);
  if (ending && ending.reason !== 'recovered') {
    const deleted = ending.reason === 'rule_deleted';
    return en
      ? `[Closed with the rule] ${rule}: the alarm on ${where} was closed because the rule was ${deleted ? 'deleted' : 'disabled'}; it lasted ${lasted}.`
      : `【随规则关闭】${rule}：${where} 的告警因规则${deleted ? '被删除' : '被停用'}而关闭，告警持续 ${lasted}。`;
  }
  const condition = notice.rule.triggerCondition.conditions[0];
  const offline =
    condition?.kind === 'offline' || (condition?.kind === 'state' && condition.state === 'offline');
  if (offline || !condition)
    return en
      ? `[Recovered] ${rule}: ${where} is back online; the alarm lasted ${lasted}.`
      : `【已恢复】${rule}：${where} 已恢复在线，告警持续 ${lasted}。`;
  const unit = condition.kind === 'point' && f.unit ? ` ${f.unit}` : '';
  const was =
    condition.kind === 'point'
      ? `${en ? COMPARISON_LABELS[condition.comparison].en.toLowerCase() : COMPARISON_LABELS[condition.comparison].zh} ${f.threshold}${unit}`
      : f.threshold;
  return en
    ? `[Recovered] ${rule}: ${where} ${f.point} is ${f.value}${unit} at recovery (alarm when ${was}); the alarm lasted ${lasted}.`
    : `【已恢复】${rule}：${where} ${f.point} 恢复时为 ${f.value}${unit}（告警条件：${was}），告警持续 ${lasted}。`;
}

/**
 * What a rule's action says: a raise in the action's own template (or the alarm's text); an end
 * (recovery, closing with the rule) in its own text, in the recipient's language.
 */
export function noticeText(notice: NoticeLike, action: AlarmActionInput, locale: Locale): string {
  if (notice.kind !== 'raise') return endingText(notice, locale);
  const template = 'template' in action ? action.template : undefined;
  if (template) return renderTemplate(template, localized(notice.fields, locale));
  return notice.i18n?.message?.[locale] ?? notice.message;
}
