import { alarmsEn } from './i18n/en';
import { alarmsZh } from './i18n/zh';
import type { WebFeature } from '../../lib/feature';

/** What the alarms feature adds to the app: its screens and its texts. */
export const alarmsFeature: WebFeature<{ alarms: typeof alarmsZh }> = {
  routes: [
    {
      path: 'StationManagement/AlarmList',
      titleKey: 'route.alarmList',
      menu: { group: 'station', order: 2 },
      load: () => import('./pages/AlarmListPage'),
    },
    {
      path: 'StationManagement/AlarmList/AddTriggerManage',
      titleKey: 'route.addTriggerManage',
      load: () => import('./pages/AddTriggerManagePage'),
    },
    {
      path: 'StationManagement/AlarmList/EditExpertTrigger',
      titleKey: 'route.editExpertTrigger',
      load: () => import('./pages/EditExpertTriggerPage'),
    },
    {
      path: 'StationManagement/AlarmList/EditSimpleTrigger',
      titleKey: 'route.editSimpleTrigger',
      load: () => import('./pages/EditSimpleTriggerPage'),
    },
    {
      path: 'StationManagement/AlarmList/EditAlarmNotificationsSettings',
      titleKey: 'route.editAlarmNotificationsSettings',
      load: () => import('./pages/EditAlarmNotificationsSettingsPage'),
    },
  ],
  catalogue: { zh: { alarms: alarmsZh }, en: { alarms: alarmsEn } },
};
