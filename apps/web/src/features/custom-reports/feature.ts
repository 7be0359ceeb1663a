import type { WebFeature } from '../../lib/feature';
import { customReportsEn } from './i18n/en';
import { customReportsZh } from './i18n/zh';

/** Custom reports (B §3, §6): list, edit and run, with their texts. */
export const customReportsFeature: WebFeature<{ customReports: typeof customReportsZh }> = {
  routes: [
    {
      path: 'Report/CustomReport',
      titleKey: 'route.customReport',
      load: () => import('./pages/CustomReportListPage'),
    },
    {
      path: 'Report/CustomReportEdit',
      titleKey: 'route.customReportEdit',
      load: () => import('./pages/CustomReportEditPage'),
    },
    {
      path: 'Report/CustomReportDetail',
      titleKey: 'route.customReportDetail',
      load: () => import('./pages/CustomReportDetailPage'),
    },
  ],
  catalogue: { zh: { customReports: customReportsZh }, en: { customReports: customReportsEn } },
};
