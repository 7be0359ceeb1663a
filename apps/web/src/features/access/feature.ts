import { accessEn } from './i18n/en';
import { accessZh } from './i18n/zh';
import type { WebFeature } from '../../lib/feature';

/** What the access feature adds to the app: its screens and its texts. */
export const accessFeature: WebFeature<{ access: typeof accessZh }> = {
  routes: [
    {
      path: 'UserManagement/AuthorityManager',
      titleKey: 'route.authorityManager',
      menu: { group: 'user', order: 1 },
      load: () => import('./components/AuthorityManager'),
    },
    {
      path: 'UserManagement/SubUserManager',
      titleKey: 'route.subUserManager',
      menu: { group: 'user', order: 2 },
      load: () => import('./components/SubUserManager'),
    },
  ],
  catalogue: { zh: { access: accessZh }, en: { access: accessEn } },
};
