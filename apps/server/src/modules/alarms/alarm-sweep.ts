import type { Clock } from '../../platform/clock';
import type { AlarmNotice, AlarmNotifier } from './alarm-notifier';
import type { AlarmSweepRepository, SweptEvent } from './alarm-sweep.repository';

/**
 * The periodic alarm sweep (issue 15 items 4 and 5), run like the orders' overdue sweep: an
 * alarm left unhandled for the rule's escalation minutes is sent to the escalation recipients
 * once; an active critical alarm nobody acknowledged is reminded through the rule's actions at
 * its notification interval until someone acknowledges it.
 */
export class AlarmSweep {
  constructor(
    private readonly deps: { repository: AlarmSweepRepository; notifier: AlarmNotifier; clock: Clock },
  ) {}

  async run(): Promise<{ escalated: number; reminded: number }> {
    const now = this.deps.clock.now();
    const escalated = await this.deps.repository.claimEscalations(now);
    for (const swept of escalated) {
      const actions = swept.rule.escalation?.actions ?? [];
      this.deps.notifier.deliverAll(notice(swept), actions, 'escalation');
    }
    const reminded = await this.deps.repository.claimReminders(now);
    for (const swept of reminded)
      this.deps.notifier.deliverAll(notice(swept), swept.rule.actions, 'reminder');
    return { escalated: escalated.length, reminded: reminded.length };
  }
}

function notice({ event, rule, deviceName, stationName }: SweptEvent): AlarmNotice {
  return {
    kind: 'raise',
    eventId: event.id,
    tenantId: event.tenantId,
    rule,
    deviceId: event.deviceId,
    stationId: event.stationId,
    level: event.level,
    value: event.lastValue ?? null,
    message: event.message,
    // Sent in each recipient's language, as when it was raised.
    i18n: event.i18n,
    at: event.raisedAt,
    fields: {
      station: stationName ?? '',
      device: deviceName ?? event.deviceId,
      point: '',
      value: JSON.stringify(event.lastValue ?? null),
      threshold: '',
      time: event.raisedAt.toISOString(),
    },
  };
}
