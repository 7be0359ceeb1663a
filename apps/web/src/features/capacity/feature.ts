import type { WebFeature } from '../../lib/feature';
import { capacityEn } from './i18n/en';
import { capacityZh } from './i18n/zh';

/** Storage management (issue 32 item 4; B §2 "disk and storage management"); the header's notice is in components/. */
export const capacityFeature: WebFeature<{ capacity: typeof capacityZh }> = {
  routes: [
    {
      path: 'SystemManagement/StorageManagement',
      titleKey: 'capacity.title',
      menu: { group: 'system', order: 5 },
      load: () => import('./pages/StorageManagementPage'),
    },
  ],
  catalogue: { zh: { capacity: capacityZh }, en: { capacity: capacityEn } },
};
