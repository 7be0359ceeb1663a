import { adminEn } from './i18n/en';
import { adminJobsEn } from './i18n/jobs.en';
import { adminJobsZh } from './i18n/jobs.zh';
import { adminZh } from './i18n/zh';
import type { WebFeature } from '../../lib/feature';

/** What the admin feature adds to the app: its screens and its texts. */
export const adminFeature: WebFeature<{ admin: typeof adminZh; adminJobs: typeof adminJobsZh }> = {
  routes: [
    { path: 'Admin/Tenants', titleKey: 'route.adminTenants', load: () => import('./pages/AdminTenantsPage') },
    { path: 'Admin/Outbox', titleKey: 'route.adminOutbox', load: () => import('./pages/AdminOutboxPage') },
    { path: 'Admin/Jobs', titleKey: 'route.adminJobs', load: () => import('./pages/AdminJobsPage') },
    { path: 'Admin/Brands', titleKey: 'route.adminBrands', load: () => import('./pages/AdminBrandsPage') },
  ],
  catalogue: {
    zh: { admin: adminZh, adminJobs: adminJobsZh },
    en: { admin: adminEn, adminJobs: adminJobsEn },
  },
};
