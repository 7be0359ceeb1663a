import type {
  AlarmCondition,
  AlarmDataType,
  AlarmRule,
  AlarmRuleCreateInput,
  Comparison,
  DeviceStatus,
} from '@ies/contracts';
import type { TRIGGER_FILTER_TYPES } from '@ies/contracts';
import { actionOf, type NotifyRow, rowOf } from '../components/NotifyFields';
import { editedTexts, localText } from '../../../ui/localText';

/** One condition row of the expert form; which fields count depends on `kind`. */
export interface ConditionRow {
  kind: AlarmCondition['kind'];
  point?: string;
  minus_point?: string;
  comparison?: Comparison;
  threshold?: number;
  seconds?: number;
  attribute?: string;
  value?: string;
  state?: DeviceStatus;
}

/** The expert form's values (EditExpertTrigger). */
export interface ExpertValues {
  name: string;
  data_type: AlarmDataType;
  level: number;
  description_type: 'default' | 'custom';
  custom_description?: string;
  enable_recovery: boolean;
  conditions: ConditionRow[];
  join: 'and' | 'or';
  duration_seconds?: number;
  frequency: 'immediate' | 'count_within';
  times?: number;
  within_seconds?: number;
  hysteresis?: number;
  time_enabled: boolean;
  days?: number[];
  start?: string;
  end?: string;
  filter_type: (typeof TRIGGER_FILTER_TYPES)[number];
  filter_ids?: string[];
  actions: NotifyRow[];
  enabled: boolean;
  /** Seen by every user of the tenant, not only its author and those it is shared with. */
  to_public: boolean;
}

/** The kinds of condition each data type allows (the contract checks the same). */
export const KINDS_OF: Record<AlarmDataType, readonly AlarmCondition['kind'][]> = {
  device_data: ['point'],
  device_log: ['log'],
  device_state: ['state', 'offline'],
};

export const NEW_CONDITION: ConditionRow = { kind: 'point', comparison: '>' };

export const EXPERT_DEFAULTS: Partial<ExpertValues> = {
  data_type: 'device_data',
  level: 3,
  description_type: 'default',
  enable_recovery: true,
  conditions: [NEW_CONDITION],
  join: 'and',
  duration_seconds: 0,
  frequency: 'immediate',
  hysteresis: 0,
  time_enabled: false,
  days: [1, 2, 3, 4, 5, 6, 7],
  start: '00:00',
  end: '23:59',
  filter_type: 'all',
  filter_ids: [],
  actions: [],
  enabled: true,
  to_public: false,
};

/** A row as the contract's condition; missing values stay missing so the contract names them. */
function conditionOf(row: ConditionRow): AlarmCondition {
  if (row.kind === 'offline') return { kind: 'offline', seconds: row.seconds } as AlarmCondition;
  if (row.kind === 'log') return { kind: 'log', attribute: row.attribute ?? '', value: row.value ?? '' };
  if (row.kind === 'state') return { kind: 'state', state: row.state } as AlarmCondition;
  return {
    kind: 'point',
    point: row.point ?? '',
    ...(row.minus_point ? { minus_point: row.minus_point } : {}),
    comparison: row.comparison,
    threshold: row.threshold,
  } as AlarmCondition;
}

/** The whole rule to send; with `stored`, its fields the form does not show stay as they were. */
export function expertInput(v: ExpertValues, stored?: AlarmRule): AlarmRuleCreateInput {
  const rows = (v.actions ?? []).filter((a) => a?.notify && a.notify !== 'none');
  const kept = (stored?.actions ?? []).filter((a) => rowOf(a) === undefined);
  const custom = v.description_type === 'custom';
  // The texts of the app's language are the ones edited; the other language's stay.
  const texts = editedTexts(
    stored,
    { name: v.name ?? '', ...(custom ? { custom_alert_description: v.custom_description ?? '' } : {}) },
    ['name', 'custom_alert_description'],
  );
  return {
    name: v.name ?? '',
    data_type: v.data_type,
    level: v.level,
    status: v.enabled ? 'enabled' : 'disabled',
    alert_description_type: v.description_type,
    custom_alert_description: v.description_type === 'custom' ? (v.custom_description ?? '') : '',
    enable_recovery: v.enable_recovery,
    time_condition: v.time_enabled ? { days: v.days ?? [], start: v.start ?? '', end: v.end ?? '' } : null,
    trigger_condition: {
      conditions: (v.conditions ?? []).map(conditionOf),
      join: v.join,
      duration_seconds: v.duration_seconds ?? 0,
      frequency:
        v.frequency === 'count_within'
          ? ({ type: 'count_within', times: v.times, seconds: v.within_seconds } as {
              type: 'count_within';
              times: number;
              seconds: number;
            })
          : { type: 'immediate' },
      hysteresis: v.hysteresis ?? 0,
    },
    trigger_filter: { type: v.filter_type, ids: v.filter_type === 'all' ? [] : (v.filter_ids ?? []) },
    to_public: v.to_public ?? false,
    simple_mode: false,
    actions: [
      ...rows.map((a) => actionOf(a as NotifyRow & { notify: Exclude<NotifyRow['notify'], 'none'> })),
      ...kept,
    ],
    notification_interval: (stored?.notification_interval ??
      null) as AlarmRuleCreateInput['notification_interval'],
    escalation: stored?.escalation ?? null,
    ...texts,
  };
}

/** A stored rule as the expert form shows it. */
export function expertValues(rule: AlarmRule): ExpertValues {
  const tc = rule.trigger_condition;
  const frequency = tc.frequency;
  return {
    name: localText(rule, 'name'),
    data_type: rule.data_type,
    level: rule.level,
    description_type: rule.alert_description_type,
    custom_description: localText(rule, 'custom_alert_description'),
    enable_recovery: rule.enable_recovery,
    conditions: tc.conditions.map((c) => ({ ...c })),
    join: tc.join,
    duration_seconds: tc.duration_seconds,
    frequency: frequency.type,
    times: frequency.type === 'count_within' ? frequency.times : undefined,
    within_seconds: frequency.type === 'count_within' ? frequency.seconds : undefined,
    hysteresis: tc.hysteresis,
    time_enabled: rule.time_condition !== null,
    days: rule.time_condition?.days ?? EXPERT_DEFAULTS.days,
    start: rule.time_condition?.start ?? EXPERT_DEFAULTS.start,
    end: rule.time_condition?.end ?? EXPERT_DEFAULTS.end,
    filter_type: rule.trigger_filter.type,
    filter_ids: rule.trigger_filter.ids,
    actions: rule.actions.flatMap((a) => rowOf(a) ?? []),
    enabled: rule.status === 'enabled',
    to_public: rule.to_public,
  };
}

type FieldName = string | Array<string | number>;
const TOP: Record<string, string> = {
  name: 'name',
  level: 'level',
  data_type: 'data_type',
  enable_recovery: 'enable_recovery',
  status: 'enabled',
  alert_description_type: 'description_type',
  custom_alert_description: 'custom_description',
};

/** A contract path (`trigger_condition.conditions.1.point`) → the form field that shows its error. */
export function expertField(path: string): FieldName | undefined {
  const [head = '', ...rest] = path.split('.');
  if (TOP[head]) return TOP[head];
  if (head === 'trigger_condition') {
    const [key, index, field] = rest;
    if (key === 'conditions') return ['conditions', Number(index ?? 0), field ?? 'kind'];
    if (key === 'frequency')
      return rest[1] === 'times' ? 'times' : rest[1] === 'seconds' ? 'within_seconds' : 'frequency';
    if (key === 'join' || key === 'duration_seconds' || key === 'hysteresis') return key;
    return undefined;
  }
  if (head === 'time_condition') return rest[0] === 'start' || rest[0] === 'end' ? rest[0] : 'days';
  if (head === 'trigger_filter') return rest[0] === 'type' ? 'filter_type' : 'filter_ids';
  if (head === 'actions' && rest[0] !== undefined) {
    const field = rest[1] ?? 'type';
    const own = field === 'operation' || field === 'params' || field === 'device_id';
    return ['actions', Number(rest[0]), field === 'type' ? 'notify' : own ? field : 'target'];
  }
  return undefined;
}
