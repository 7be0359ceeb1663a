import type { WebFeature } from '../../lib/feature';
import { analysisEn } from './i18n/en';
import { analysisZh } from './i18n/zh';

/** Lagging cells, battery analysis and meter statistics (issue 29). */
export const analysisFeature: WebFeature<{ analysis: typeof analysisZh }> = {
  routes: [
    {
      path: 'DataAnalysis/BatteryAnalysis',
      titleKey: 'route.batteryAnalysis',
      menu: { group: 'analysis', order: 1 },
      load: () => import('./pages/BatteryAnalysisPage'),
    },
    // The side menu lists lagging cells under data analysis although its route is a report.
    {
      path: 'Report/BackwardMonomer',
      titleKey: 'route.backwardMonomer',
      menu: { group: 'analysis', order: 2 },
      load: () => import('./pages/BackwardMonomerPage'),
    },
    {
      path: 'Report/ElectricityMeterStatistics',
      titleKey: 'route.electricityMeterStatistics',
      load: () => import('./pages/ElectricityMeterStatisticsPage'),
    },
  ],
  catalogue: { zh: { analysis: analysisZh }, en: { analysis: analysisEn } },
};
