import type { AlarmCondition, Comparison, TimeCondition, TriggerCondition } from '@ies/contracts';

/** What the engine remembers per rule and device (persisted in alarm_states). */
export interface RuleDeviceState {
  /** Since when the condition holds (for "at least N seconds"). */
  since: number | null;
  /** Times the condition held within the frequency window. */
  hits: number[];
  active: boolean;
  /** The condition went false while the alarm stayed active: its next return is a repeat. */
  armed: boolean;
  /** Newest sample time evaluated; older (late) samples are not evaluated again. */
  lastTs: number;
}

export const freshState = (): RuleDeviceState => ({
  since: null,
  hits: [],
  active: false,
  armed: false,
  lastTs: 0,
});

export type Step = 'raise' | 'repeat' | 'recover' | null;

export interface EvaluatedRule {
  trigger: TriggerCondition;
  timeCondition: TimeCondition | null;
  enableRecovery: boolean;
}

function compare(value: number, comparison: Comparison, threshold: number): boolean {
  switch (comparison) {
    case '>':
      return value > threshold;
    case '<':
      return value < threshold;
    case '>=':
      return value >= threshold;
    case '<=':
      return value <= threshold;
    case '=':
      return value === threshold;
    case '!=':
      return value !== threshold;
  }
}

/** Cleared with the hysteresis margin: a high alarm must fall below threshold − h, a low one rise above threshold + h. */
function cleared(value: number, comparison: Comparison, threshold: number, h: number): boolean {
  switch (comparison) {
    case '>':
      return value <= threshold - h;
    case '>=':
      return value < threshold - h;
    case '<':
      return value >= threshold + h;
    case '<=':
      return value > threshold + h;
    case '=':
      return Math.abs(value - threshold) > h;
    case '!=':
      return value === threshold;
  }
}

const numberOf = (values: Record<string, unknown>, point: string) => {
  const value = values[point];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

type PointCondition = Extract<AlarmCondition, { kind: 'point' }>;

/** The compared value of a point condition: the point, or its difference to `minus_point`. */
export function conditionValue(c: PointCondition, values: Record<string, unknown>): number | undefined {
  const value = numberOf(values, c.point);
  if (value === undefined || !c.minus_point) return value;
  const minus = numberOf(values, c.minus_point);
  return minus === undefined ? undefined : Math.round((value - minus) * 1e9) / 1e9;
}
/**
 * Joins the point conditions' `test` results: true when `any` holds (or, when not `any`, every
 * one does); false without point conditions. Loops rather than filter/map: it runs per sample,
 * rule and device.
 */
function joinPoints(
  trigger: TriggerCondition,
  test: (c: PointCondition, value: number) => boolean,
  any: boolean,
  values: Record<string, unknown>,
): boolean {
  let seen = false;
  for (const c of trigger.conditions) {
    if (c.kind !== 'point') continue;
    seen = true;
    const value = conditionValue(c, values);
    const result = value !== undefined && test(c, value);
    if (any && result) return true;
    if (!any && !result) return false;
  }
  return seen && !any;
}

/** Whether the point conditions hold on the device's current values (a missing point does not hold). */
export function holds(trigger: TriggerCondition, values: Record<string, unknown>): boolean {
  return joinPoints(trigger, (c, v) => compare(v, c.comparison, c.threshold), trigger.join === 'or', values);
}

/** Whether an active alarm has cleared (every OR-condition cleared, or one AND-condition cleared). */
export function recovered(trigger: TriggerCondition, values: Record<string, unknown>): boolean {
  return joinPoints(
    trigger,
    (c, v) => cleared(v, c.comparison, c.threshold, trigger.hysteresis),
    trigger.join !== 'or',
    values,
  );
}

/**
 * A late sample (flagged by ingest: sent from a device's buffer after an outage) more than this
 * after the previous evaluated one follows a gap: nothing proves the condition held during it.
 */
export const SAMPLE_GAP_MS = 5 * 60_000;

/** "For at least N seconds" never spans a gap: after one, the duration starts again. */
export function restartAfterGap(state: RuleDeviceState, ts: number, late: boolean): void {
  if (late && state.lastTs > 0 && ts - state.lastTs > SAMPLE_GAP_MS) state.since = null;
}

/** Whether `ts` falls on an active day and hour, in the device's time zone (end before start spans midnight). */
export function inTimeWindow(condition: TimeCondition | null, ts: number, tzOffsetMinutes: number): boolean {
  if (!condition) return true;
  const local = new Date(ts + tzOffsetMinutes * 60_000);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const start = toMinutes(condition.start);
  const end = toMinutes(condition.end);
  const isoDay = (d: Date) => ((d.getUTCDay() + 6) % 7) + 1;
  if (start <= end) return condition.days.includes(isoDay(local)) && minute >= start && minute < end;
  // Overnight: the window belongs to the day it started on.
  if (minute >= start) return condition.days.includes(isoDay(local));
  if (minute < end) return condition.days.includes(isoDay(new Date(local.getTime() - 86_400_000)));
  return false;
}

/**
 * One evaluation of a rule on a device: the condition holding (or not) at `ts`. Applies the
 * duration, the "N times within S seconds" frequency and recovery with hysteresis.
 */
export function step(
  rule: EvaluatedRule,
  state: RuleDeviceState,
  holding: boolean,
  clearedNow: boolean,
  ts: number,
  tzOffsetMinutes: number,
): Step {
  if (ts < state.lastTs) return null;
  state.lastTs = ts;
  if (!inTimeWindow(rule.timeCondition, ts, tzOffsetMinutes)) return null;
  const { trigger } = rule;
  if (holding) {
    state.since ??= ts;
    if (ts - state.since < trigger.duration_seconds * 1000) return null;
    if (trigger.frequency.type === 'count_within') {
      const windowMs = trigger.frequency.seconds * 1000;
      state.hits = [...state.hits.filter((h) => h > ts - windowMs), ts];
      if (state.hits.length < trigger.frequency.times) return null;
    }
    if (!state.active) {
      state.active = true;
      state.armed = false;
      return 'raise';
    }
    if (state.armed) {
      state.armed = false;
      return 'repeat';
    }
    return null;
  }
  state.since = null;
  if (!state.active) return null;
  if (rule.enableRecovery && clearedNow) {
    state.active = false;
    state.armed = false;
    state.hits = [];
    return 'recover';
  }
  state.armed = true;
  return null;
}

const PLACEHOLDER = /\{(station|device|point|value|threshold|time)\}/g;

/** The rule's custom template with its placeholders filled in. */
export function renderTemplate(template: string, fields: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_, key: string) => fields[key] ?? '');
}
