import { type AlarmNotificationSettings, DEFAULT_ALARM_NOTIFICATION_SETTINGS } from '@ies/contracts';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { AlarmSettingsRepository } from './alarm-settings.repository';

/** The caller's own alarm notification settings (`EditAlarmNotificationsSettings`). */
export class AlarmSettingsService {
  constructor(private readonly deps: { settings: AlarmSettingsRepository; clock: Clock }) {}

  async get(auth: AuthContext): Promise<AlarmNotificationSettings> {
    return (
      (await this.deps.settings.of([auth.userId])).get(auth.userId) ?? DEFAULT_ALARM_NOTIFICATION_SETTINGS
    );
  }

  async put(auth: AuthContext, input: AlarmNotificationSettings): Promise<AlarmNotificationSettings> {
    await this.deps.settings.save(auth.tenantId, auth.userId, input, this.deps.clock.now());
    return input;
  }
}
