import type { WebFeature } from '../../lib/feature';
import { exportsEn } from './i18n/en';
import { exportsZh } from './i18n/zh';

/** Download tasks and scheduled e-mail deliveries of reports (issue 29); the export button is in index.ts. */
export const exportsFeature: WebFeature<{ exports: typeof exportsZh }> = {
  routes: [
    {
      path: 'Report/Downloads',
      titleKey: 'exports.route.downloads',
      menu: { group: 'report', order: 9 },
      load: () => import('./pages/DownloadTasksPage'),
    },
  ],
  catalogue: { zh: { exports: exportsZh }, en: { exports: exportsEn } },
};
