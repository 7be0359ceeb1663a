import type { AlarmRuleRow } from '../../db/schema';
import type { PendingSample } from '../../ingest/sample-writer';
import type { EngineDevice } from './alarm-engine.repository';
import {
  freshState,
  holds,
  type RuleDeviceState,
  recovered,
  restartAfterGap,
  type Step,
  step,
} from './alarm-evaluator';

export interface ReplayContext {
  device: EngineDevice;
  /** The device-data rules that apply to the device. */
  rules: AlarmRuleRow[];
  /** The live state of a rule on this device (not changed by the replay, except at the hand-over). */
  stateOf(ruleId: string): RuleDeviceState;
  /** The device's current values (the newest samples'), untouched by late ones. */
  liveValues: Record<string, unknown>;
  apply(result: Step, rule: AlarmRuleRow, values: Record<string, unknown>, ts: number): Promise<void>;
  /** Live states the hand-over changed (persisted by the caller). */
  changed: Map<string, RuleDeviceState>;
}

const evaluatedOf = (rule: AlarmRuleRow) => ({
  trigger: rule.triggerCondition,
  timeCondition: rule.timeCondition ?? null,
  enableRecovery: rule.enableRecovery,
});

/**
 * Late samples (older than the newest evaluated for the device: a device's buffer sent after an
 * outage) are evaluated in their own time order on a state of their own, beside the live one:
 * an alarm they show is raised at its sample's time and recovered at its own time, while the
 * live state and the device's current values stay as the newer samples left them. When the
 * replay ends with the alarm still open, the live state takes it over: still holding on the
 * current values, it stays active; otherwise it recovers at the newest evaluated time. A duration
 * starts again at the first late sample (nothing proves it held during the gap before it).
 */
export async function replayLate(context: ReplayContext, late: PendingSample[]): Promise<void> {
  const { device, rules } = context;
  const values: Record<string, unknown> = {};
  const scratch = new Map<string, RuleDeviceState>();
  const open = new Set<string>();
  for (const sample of late) {
    Object.assign(values, sample.values);
    for (const rule of rules) {
      const live = context.stateOf(rule.id);
      let state = scratch.get(rule.id);
      if (!state) {
        state = freshState();
        scratch.set(rule.id, state);
      }
      restartAfterGap(state, sample.ts, sample.late);
      const result = step(
        evaluatedOf(rule),
        state,
        holds(rule.triggerCondition, values),
        recovered(rule.triggerCondition, values),
        sample.ts,
        device.tzOffsetMinutes,
      );
      // An alarm already active live is the same alarm: the late samples add nothing to it.
      if (result === 'raise' && !live.active) {
        open.add(rule.id);
        await context.apply('raise', rule, { ...values }, sample.ts);
      } else if ((result === 'recover' || result === 'repeat') && open.has(rule.id)) {
        if (result === 'recover') open.delete(rule.id);
        await context.apply(result, rule, { ...values }, sample.ts);
      }
    }
  }
  for (const rule of rules) {
    if (!open.has(rule.id)) continue;
    const live = context.stateOf(rule.id);
    if (holds(rule.triggerCondition, context.liveValues) || !rule.enableRecovery) {
      live.active = true;
      live.armed = false;
      context.changed.set(rule.id, live);
    } else {
      await context.apply('recover', rule, context.liveValues, live.lastTs);
    }
  }
}
