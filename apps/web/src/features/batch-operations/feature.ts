import type { WebFeature } from '../../lib/feature';
import { batchEn } from './i18n/en';
import { batchZh } from './i18n/zh';

/** Batch operations (issue 31 item 4): one command or configuration push to many devices. */
export const batchOperationsFeature: WebFeature<{ batch: typeof batchZh }> = {
  routes: [
    {
      path: 'OperationManagement/BatchOperation',
      titleKey: 'route.batchOperation',
      load: () => import('./pages/BatchOperationPage'),
    },
  ],
  catalogue: { zh: { batch: batchZh }, en: { batch: batchEn } },
};
