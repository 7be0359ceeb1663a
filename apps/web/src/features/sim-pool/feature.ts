import type { WebFeature } from '../../lib/feature';
import { simPoolEn } from './i18n/en';
import { simPoolZh } from './i18n/zh';

/** SIM pools (issue 32 item 2). */
export const simPoolFeature: WebFeature<{ simPool: typeof simPoolZh }> = {
  routes: [
    {
      path: 'SystemManagement/SimpoolList',
      titleKey: 'route.simpoolList',
      menu: { group: 'system', order: 2 },
      load: () => import('./pages/SimpoolListPage'),
    },
  ],
  catalogue: { zh: { simPool: simPoolZh }, en: { simPool: simPoolEn } },
};
