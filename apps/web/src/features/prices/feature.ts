import { pricesEn } from './i18n/en';
import { pricesZh } from './i18n/zh';
import type { WebFeature } from '../../lib/feature';

/** What the prices feature adds to the app: its screens and its texts. */
export const pricesFeature: WebFeature<{ prices: typeof pricesZh }> = {
  routes: [
    {
      path: 'StationManagement/PriceList',
      titleKey: 'route.priceList',
      menu: { group: 'station', order: 3 },
      load: () => import('./pages/PriceListPage'),
    },
    {
      path: 'StationManagement/PriceList/PriceDetail',
      titleKey: 'route.priceDetail',
      load: () => import('./pages/PriceDetailPage'),
    },
  ],
  catalogue: { zh: { prices: pricesZh }, en: { prices: pricesEn } },
};
