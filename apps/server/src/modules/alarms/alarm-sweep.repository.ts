import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  type AlarmEventRow,
  type AlarmRuleRow,
  alarmEvents,
  alarmRules,
  devices,
  stations,
} from '../../db/schema';

export interface SweptEvent {
  event: AlarmEventRow;
  rule: AlarmRuleRow;
  deviceName: string | null;
  stationName: string | null;
}

/** The reminder interval of a rule as SQL (`notification_interval` is { unit, value }). */
const reminderInterval = sql`case ${alarmRules.notificationInterval}->>'unit'
  when 'hour' then make_interval(hours => (${alarmRules.notificationInterval}->>'value')::int)
  else make_interval(mins => (${alarmRules.notificationInterval}->>'value')::int) end`;

/**
 * Claims of the periodic alarm sweep: each is one update that marks the events it returns, so
 * several processes sweeping never send an escalation or a reminder twice.
 */
export class AlarmSweepRepository {
  constructor(private readonly db: Db) {}

  /** Unhandled events older than their rule's escalation minutes, not yet escalated. */
  async claimEscalations(now: Date): Promise<SweptEvent[]> {
    const claimed = await this.db
      .update(alarmEvents)
      .set({ escalatedAt: now })
      .from(alarmRules)
      .where(
        and(
          eq(alarmRules.id, alarmEvents.ruleId),
          isNotNull(alarmRules.escalation),
          isNull(alarmEvents.escalatedAt),
          isNull(alarmEvents.parentEventId),
          eq(alarmEvents.handlerStatus, 'unhandled'),
          sql`${alarmEvents.raisedAt} <= ${now.toISOString()}::timestamptz
            - make_interval(mins => (${alarmRules.escalation}->>'after_minutes')::int)`,
        ),
      )
      .returning({ id: alarmEvents.id });
    return this.load(claimed.map((r) => r.id));
  }

  /**
   * Active critical (level 4) events nobody acknowledged whose last reminder (or raise) is older
   * than the rule's notification interval: reminded now, once more.
   */
  async claimReminders(now: Date): Promise<SweptEvent[]> {
    const claimed = await this.db
      .update(alarmEvents)
      .set({ remindedAt: now, reminders: sql`${alarmEvents.reminders} + 1` })
      .from(alarmRules)
      .where(
        and(
          eq(alarmRules.id, alarmEvents.ruleId),
          isNotNull(alarmRules.notificationInterval),
          eq(alarmEvents.level, 4),
          eq(alarmEvents.state, 'active'),
          isNull(alarmEvents.acknowledgedAt),
          isNull(alarmEvents.parentEventId),
          sql`coalesce(${alarmEvents.remindedAt}, ${alarmEvents.raisedAt})
            <= ${now.toISOString()}::timestamptz - ${reminderInterval}`,
        ),
      )
      .returning({ id: alarmEvents.id });
    return this.load(claimed.map((r) => r.id));
  }

  private async load(ids: string[]): Promise<SweptEvent[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ event: alarmEvents, rule: alarmRules, deviceName: devices.name, stationName: stations.name })
      .from(alarmEvents)
      .innerJoin(alarmRules, eq(alarmRules.id, alarmEvents.ruleId))
      .leftJoin(devices, eq(devices.id, alarmEvents.deviceId))
      .leftJoin(stations, eq(stations.id, alarmEvents.stationId))
      .where(inArray(alarmEvents.id, ids));
  }
}
