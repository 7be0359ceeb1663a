import { strategiesEn } from './i18n/en';
import { strategiesZh } from './i18n/zh';
import type { WebFeature } from '../../lib/feature';

/** What the strategies feature adds to the app: its screens and its texts. */
export const strategiesFeature: WebFeature<{ strategies: typeof strategiesZh }> = {
  routes: [
    {
      path: 'StationManagement/StationList/StationDetail/AddStrategy',
      titleKey: 'route.addStrategy',
      load: () => import('./pages/AddStrategyPage'),
    },
    {
      path: 'StationManagement/StationBatchStrategyList',
      titleKey: 'route.stationBatchStrategyList',
      menu: { group: 'station', order: 4 },
      load: () => import('./pages/StationBatchStrategyListPage'),
    },
    {
      path: 'StationManagement/StationBatchStrategyList/StationStrategyDetail',
      titleKey: 'route.stationStrategyDetail',
      load: () => import('./pages/StationStrategyDetailPage'),
    },
  ],
  catalogue: { zh: { strategies: strategiesZh }, en: { strategies: strategiesEn } },
};
