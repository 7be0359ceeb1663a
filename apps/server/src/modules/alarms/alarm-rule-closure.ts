import type { AlarmRuleRow } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { AlarmEngineRepository } from './alarm-engine.repository';
import type { AlarmEventsRepository } from './alarm-events.repository';
import type { AlarmNotice, AlarmNotifier } from './alarm-notifier';

export type RuleClosing = 'rule_disabled' | 'rule_deleted';

/**
 * An alarm does not outlive its rule (issue 27 point 4): a rule disabled or deleted closes its
 * active events (`closed`, ended now), tells the rule's recipients so, and recomputes the
 * "alarm" status of their devices — back to normal when no other alarm of theirs is active.
 * Runs in the process that serves the call, engine or not; the engine's stored states of the
 * rule go too, so the rule enabled again raises anew on a condition that still holds.
 */
export class AlarmRuleClosure {
  constructor(
    private readonly deps: {
      events: Pick<AlarmEventsRepository, 'closeWithRule' | 'hasActive'>;
      states: Pick<AlarmEngineRepository, 'dropStates'>;
      devices?: { markAlarm(deviceId: string, alarmed: boolean): Promise<boolean> };
      notifier?: Pick<AlarmNotifier, 'notify'>;
      clock: Clock;
    },
  ) {}

  /** Closes the rule's active alarms; returns how many. */
  async close(rule: AlarmRuleRow, reason: RuleClosing): Promise<number> {
    const at = this.deps.clock.now();
    const closed = await this.deps.events.closeWithRule(rule.tenantId, rule.id, at);
    await this.deps.states.dropStates(rule.id);
    const devices = new Set(closed.map((e) => e.deviceId));
    if (this.deps.devices)
      for (const deviceId of devices)
        await this.deps.devices.markAlarm(deviceId, await this.deps.events.hasActive(deviceId));
    // Grouped events were told through their root, as when they were raised.
    for (const event of closed) {
      if (event.parentEventId) continue;
      const notice: AlarmNotice = {
        kind: 'closed',
        eventId: event.id,
        tenantId: event.tenantId,
        deviceId: event.deviceId,
        stationId: event.stationId,
        level: event.level,
        value: event.lastValue ?? null,
        message: event.message,
        at,
        rule,
        fields: {
          station: event.stationName ?? '',
          device: event.deviceName ?? event.deviceId,
          point: '',
          value: JSON.stringify(event.lastValue ?? null),
          threshold: '',
          time: at.toISOString(),
        },
        ending: { raisedAt: event.raisedAt, reason },
      };
      this.deps.notifier?.notify(notice);
    }
    return closed.length;
  }
}
