import type { WebFeature } from '../../lib/feature';
import { dashboardsEn } from './i18n/en';
import { dashboardsZh } from './i18n/zh';

/** Data dashboards with kanbans and data markets (issue 30 point 1). */
export const dashboardsFeature: WebFeature<{ dashboards: typeof dashboardsZh }> = {
  routes: [
    {
      path: 'DataAnalysis/DataDashboards',
      titleKey: 'route.dataDashboards',
      menu: { group: 'analysis', order: 3 },
      load: () => import('./pages/DataDashboardsPage'),
    },
  ],
  catalogue: { zh: { dashboards: dashboardsZh }, en: { dashboards: dashboardsEn } },
};
