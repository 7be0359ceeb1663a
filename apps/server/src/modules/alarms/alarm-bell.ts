import type { AlarmActionInput, AlarmNotificationSettings } from '@ies/contracts';
import { DEFAULT_ALARM_NOTIFICATION_SETTINGS } from '@ies/contracts';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { NewMessage } from '../messages/message.service';
import type { StationAccess } from '../stations/stations.service';
import type { AlarmEngineRepository } from './alarm-engine.repository';
import type { AlarmNotice, AlarmNotifier } from './alarm-notifier';
import { describe, ruleName } from './alarm-message';
import type { AlarmSettingsRepository } from './alarm-settings.repository';

export interface BellDeps {
  repository: Pick<AlarmEngineRepository, 'tenantUsers'>;
  /** Who sees a station: assigned to it, its creator, or shared with (the station authority). */
  stations: () => StationAccess;
  messages?: { send(message: NewMessage): Promise<unknown> };
  /** Users' own channels, minimum level and quiet hours; absent: the bell for everyone. */
  settings?: Pick<AlarmSettingsRepository, 'of'>;
  notifier?: Pick<AlarmNotifier, 'deliverAll'>;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `at` falls in the quiet hours, in the station's local time (a window may pass midnight). */
export function inQuietHours(
  quiet: AlarmNotificationSettings['quiet_hours'],
  at: Date,
  tzOffsetMinutes: number,
): boolean {
  if (!quiet) return false;
  const local = (((Math.floor(at.getTime() / 60_000) + tzOffsetMinutes) % 1440) + 1440) % 1440;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  return start <= end ? local >= start && local < end : local >= start || local < end;
}

/**
 * A new alarm to every user of the tenant with authority over the device's station, on the
 * channels each chose: the bell, and e-mail or SMS to the account's address (logged as
 * deliveries). Below a user's minimum level nothing is sent; in quiet hours only the bell,
 * unless the alarm is critical and the user lets critical ones through.
 */
export async function ringBell(deps: BellDeps, notice: AlarmNotice, tzOffsetMinutes: number): Promise<void> {
  const users = await deps.repository.tenantUsers(notice.tenantId);
  const settings = (await deps.settings?.of(users.map((u) => u.id))) ?? new Map();
  for (const user of users) {
    const auth: AuthContext = {
      sessionId: '',
      userId: user.id,
      tenantId: notice.tenantId,
      isManager: user.isManager,
      isPlatformAdmin: false,
      userType: user.userType,
    };
    // The same authority as the event list: a user who sees the station hears its alarms.
    const allowed =
      notice.stationId === null
        ? (await deps.stations().visibleStations(auth)).all
        : await deps.stations().sees(auth, notice.stationId);
    if (!allowed) continue;
    const mine: AlarmNotificationSettings = settings.get(user.id) ?? DEFAULT_ALARM_NOTIFICATION_SETTINGS;
    if (notice.level < mine.min_level) continue;
    // Written in the user's language: the template's placeholders, or the default line.
    const language = mine.language ?? 'zh';
    const text = describe(notice.rule, notice.fields, language);
    if (mine.channels.includes('app_push') && deps.messages) {
      await deps.messages.send({
        tenantId: notice.tenantId,
        userId: user.id,
        name:
          language === 'en'
            ? `Alarm: ${ruleName(notice.rule, 'en')}`
            : `告警：${ruleName(notice.rule, 'zh')}`,
        body: text,
        // Also in the other language: the bell reads in the app's language, whichever it is.
        i18n: {
          message_name: {
            zh: `告警：${ruleName(notice.rule, 'zh')}`,
            en: `Alarm: ${ruleName(notice.rule, 'en')}`,
          },
          message: {
            zh: describe(notice.rule, notice.fields, 'zh'),
            en: describe(notice.rule, notice.fields, 'en'),
          },
        },
      });
    }
    const quiet =
      inQuietHours(mine.quiet_hours, notice.at, tzOffsetMinutes) &&
      !(notice.level === 4 && mine.critical_in_quiet_hours);
    if (quiet || !deps.notifier) continue;
    const actions: AlarmActionInput[] = [];
    if (mine.channels.includes('email') && user.email) actions.push({ type: 'email', email: user.email });
    if (mine.channels.includes('sms') && user.mobile) actions.push({ type: 'sms', mobile: user.mobile });
    if (actions.length > 0) deps.notifier.deliverAll({ ...notice, message: text }, actions, 'raise');
  }
}
