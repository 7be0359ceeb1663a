import type { WebFeature } from '../../lib/feature';
import { firmwareEn } from './i18n/en';
import { firmwareZh } from './i18n/zh';
import { FIRMWARE_LIST_ROUTE, TASK_DETAILS_ROUTE } from './utils/firmwareText';

/** Firmware upgrades (issue 31 item 2): FirmwareList (packages and tasks) and TaskDetails. */
export const firmwareFeature: WebFeature<{ firmware: typeof firmwareZh }> = {
  routes: [
    {
      path: FIRMWARE_LIST_ROUTE,
      titleKey: 'route.firmwareList',
      menu: { group: 'operation', order: 2 },
      load: () => import('./pages/FirmwareListPage'),
    },
    {
      path: TASK_DETAILS_ROUTE,
      titleKey: 'route.taskDetails',
      load: () => import('./pages/TaskDetailsPage'),
    },
  ],
  catalogue: { zh: { firmware: firmwareZh }, en: { firmware: firmwareEn } },
};
