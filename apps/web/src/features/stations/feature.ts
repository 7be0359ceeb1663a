import { stationsEn } from './i18n/en';
import { stationsZh } from './i18n/zh';
import type { WebFeature } from '../../lib/feature';

/** What the stations feature adds to the app: its screens and its texts. */
export const stationsFeature: WebFeature<{ stations: typeof stationsZh }> = {
  routes: [
    {
      path: 'StationManagement/StationList',
      titleKey: 'route.stationList',
      menu: { group: 'station', order: 1 },
      keepAlive: true,
      load: () => import('./pages/StationListPage'),
    },
    {
      path: 'StationManagement/StationList/StationAdd',
      titleKey: 'route.stationAdd',
      load: () => import('./pages/StationAddPage'),
    },
    {
      path: 'StationManagement/StationList/StationEdit',
      titleKey: 'route.stationEdit',
      load: () => import('./pages/StationEditPage'),
    },
    {
      path: 'StationManagement/StationList/StationDetail/StationOperationLog',
      titleKey: 'route.stationOperationLog',
      load: () => import('./pages/StationOperationLogPage'),
    },
  ],
  catalogue: { zh: { stations: stationsZh }, en: { stations: stationsEn } },
};
