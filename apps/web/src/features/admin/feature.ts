import { adminEn } from './i18n/en';
import { adminZh } from './i18n/zh';
import type { WebFeature } from '../../lib/feature';

/** What the admin feature adds to the app: its screens, the menus its permissions open, its texts. */
export const adminFeature: WebFeature<{ admin: typeof adminZh }> = {
  routes: [
    { path: 'Admin/Tenants', titleKey: 'route.adminTenants', load: () => import('./pages/AdminTenantsPage') },
    { path: 'Admin/Outbox', titleKey: 'route.adminOutbox', load: () => import('./pages/AdminOutboxPage') },
    { path: 'Admin/Brands', titleKey: 'route.adminBrands', load: () => import('./pages/AdminBrandsPage') },
  ],
  catalogue: { zh: { admin: adminZh }, en: { admin: adminEn } },
};
