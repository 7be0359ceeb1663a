import type { WebFeature } from '../../lib/feature';
import { energyReportsEn } from './i18n/en';
import { energyReportsZh } from './i18n/zh';

/** The built-in energy reports (issue 29 item 2): electricity, revenue, consumption and period analysis. */
export const energyReportsFeature: WebFeature<{ energyReports: typeof energyReportsZh }> = {
  routes: [
    {
      path: 'DataAnalysis/PeriodAnalysis',
      titleKey: 'route.periodAnalysis',
      menu: { group: 'analysis', order: 4 },
      load: () => import('./pages/PeriodAnalysisPage'),
    },
    {
      path: 'Report/EnergyConsumptionStatistics',
      titleKey: 'route.energyConsumptionStatistics',
      menu: { group: 'report', order: 1 },
      load: () => import('./pages/EnergyConsumptionStatisticsPage'),
    },
    {
      path: 'Report/ElectricityStatistics',
      titleKey: 'route.electricityStatistics',
      menu: { group: 'report', order: 2 },
      load: () => import('./pages/ElectricityStatisticsPage'),
    },
    {
      path: 'Report/RevenueStatistics',
      titleKey: 'route.revenueStatistics',
      menu: { group: 'report', order: 3 },
      load: () => import('./pages/RevenueStatisticsPage'),
    },
  ],
  catalogue: { zh: { energyReports: energyReportsZh }, en: { energyReports: energyReportsEn } },
};
