import { menusEn } from './i18n/en';
import { menusZh } from './i18n/zh';
import type { WebFeature } from '../../lib/feature';

/** What the menus feature adds to the app: its screens and its texts. */
export const menusFeature: WebFeature<{ menus: typeof menusZh }> = {
  routes: [
    {
      path: 'OperationManagement/MenuManage',
      titleKey: 'route.menuManage',
      load: () => import('./pages/MenuManagePage'),
    },
  ],
  catalogue: { zh: { menus: menusZh }, en: { menus: menusEn } },
};
