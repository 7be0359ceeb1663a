import type { AlarmRuleRow } from '../../db/schema';
import type { AlarmEngineRepository, EngineDevice } from './alarm-engine.repository';
import type { AlarmEventsRepository } from './alarm-events.repository';
import { alarmOccurrence } from './alarm-message';
import type { AlarmNotice } from './alarm-notifier';

/** Seconds of silence after which a rule calls a device offline (undefined: no offline condition). */
export function offlineSeconds(rule: AlarmRuleRow): number | undefined {
  const seconds = rule.triggerCondition.conditions.flatMap((c) => (c.kind === 'offline' ? [c.seconds] : []));
  return seconds.length > 0 ? Math.min(...seconds) : undefined;
}

/** A rule that raises when a device is offline (silence, or the state "offline"). */
export function isOfflineRule(rule: AlarmRuleRow): boolean {
  return rule.triggerCondition.conditions.some(
    (c) => c.kind === 'offline' || (c.kind === 'state' && c.state === 'offline'),
  );
}

/**
 * Root-cause grouping (issue 15 item 5): a device's offline alarm is grouped under its gateway's
 * root alarm when the gateway itself is down — disconnected, or silent for the rule's seconds.
 */
export function gatewayDown(rule: AlarmRuleRow, gateway: EngineDevice, now: number): boolean {
  if (gateway.status === 'offline') return true;
  const seconds = offlineSeconds(rule);
  if (seconds === undefined || !gateway.lastSeenAt) return false;
  return now - gateway.lastSeenAt.getTime() >= seconds * 1000;
}

/**
 * Root-cause grouping: the offline alarm of a device behind a gateway that is down is grouped
 * under the gateway's root alarm of the same rule (raised and told once, through `tell`) instead
 * of told alone. Undefined when the device has no gateway that is down.
 */
export async function raiseRootAlarm(
  deps: {
    repository: Pick<AlarmEngineRepository, 'device'>;
    events: Pick<AlarmEventsRepository, 'raiseRoot'>;
  },
  rule: AlarmRuleRow,
  device: EngineDevice,
  ts: number,
  tell: (notice: AlarmNotice, gateway: EngineDevice) => Promise<void>,
): Promise<{ id: string; gatewayId: string } | undefined> {
  if (!device.gatewayId || !isOfflineRule(rule)) return undefined;
  const gateway = await deps.repository.device(device.gatewayId);
  if (!gateway || !gatewayDown(rule, gateway, ts)) return undefined;
  const values = { offline: true, gateway: gateway.id };
  const { occurrence, fields } = alarmOccurrence(rule, gateway, values, values, ts);
  const root = await deps.events.raiseRoot({ ...occurrence, ruleId: rule.id, ruleName: rule.name });
  if (root.created) await tell({ ...occurrence, kind: 'raise', eventId: root.id, rule, fields }, gateway);
  return { id: root.id, gatewayId: gateway.id };
}

/** The notices of a gateway's root alarms that recovered (it is back online). */
export function rootRecoveries(
  roots: ReadonlyArray<{ id: string; ruleId: string; raisedAt: Date }>,
  rules: readonly AlarmRuleRow[],
  device: EngineDevice,
  ts: number,
): AlarmNotice[] {
  const out: AlarmNotice[] = [];
  for (const root of roots) {
    const rule = rules.find((r) => r.id === root.ruleId);
    if (!rule) continue;
    const values = { online: true };
    const { occurrence, fields } = alarmOccurrence(rule, device, values, values, ts);
    out.push({
      ...occurrence,
      kind: 'recover',
      eventId: root.id,
      rule,
      fields,
      ending: { raisedAt: root.raisedAt, reason: 'recovered' },
    });
  }
  return out;
}
