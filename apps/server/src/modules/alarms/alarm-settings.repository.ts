import { type AlarmNotificationSettings, DEFAULT_ALARM_NOTIFICATION_SETTINGS } from '@ies/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { alarmNotificationSettings } from '../../db/schema';

/** Users' own alarm notification settings; a user without a row has the defaults. */
export class AlarmSettingsRepository {
  constructor(private readonly db: Db) {}

  async of(userIds: readonly string[]): Promise<Map<string, AlarmNotificationSettings>> {
    const map = new Map<string, AlarmNotificationSettings>();
    if (userIds.length === 0) return map;
    const rows = await this.db
      .select()
      .from(alarmNotificationSettings)
      .where(inArray(alarmNotificationSettings.userId, [...userIds]));
    for (const row of rows) map.set(row.userId, { ...DEFAULT_ALARM_NOTIFICATION_SETTINGS, ...row.settings });
    return map;
  }

  async save(tenantId: string, userId: string, settings: AlarmNotificationSettings, at: Date): Promise<void> {
    await this.db
      .insert(alarmNotificationSettings)
      .values({ userId, tenantId, settings, updatedAt: at })
      .onConflictDoUpdate({
        target: alarmNotificationSettings.userId,
        set: { settings: sql`excluded.settings`, updatedAt: sql`excluded.updated_at` },
      });
  }
}
