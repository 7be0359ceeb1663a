import type { WebFeature } from '../lib/feature';

/**
 * Screens of the spec whose domains are not built yet: their paths and menu places exist so that the
 * side menu, breadcrumbs and stored menus already name them; each shows the "not built yet" panel.
 * A domain that builds one moves its route into its own feature.ts.
 */
export const plannedScreens: WebFeature = {
  routes: [
    {
      path: 'DataAnalysis/PeriodAnalysis',
      titleKey: 'route.periodAnalysis',
      menu: { group: 'analysis', order: 4 },
    },
    {
      path: 'Report/EnergyConsumptionStatistics',
      titleKey: 'route.energyConsumptionStatistics',
      menu: { group: 'report', order: 1 },
    },
    {
      path: 'Report/ElectricityStatistics',
      titleKey: 'route.electricityStatistics',
      menu: { group: 'report', order: 2 },
    },
    {
      path: 'Report/RevenueStatistics',
      titleKey: 'route.revenueStatistics',
      menu: { group: 'report', order: 3 },
    },
    {
      path: 'SystemManagement/SimpoolList',
      titleKey: 'route.simpoolList',
      menu: { group: 'system', order: 2 },
    },
    { path: 'SystemManagement/PlatformDocking', titleKey: 'route.platformDocking' },
    { path: 'OperationManagement/BatchOperation', titleKey: 'route.batchOperation' },
  ],
  screens: {
    10301: ['PeriodAnalysis'],
    10303: ['EnergyConsumptionStatistics', 'ElectricityStatistics', 'RevenueStatistics'],
    10902: ['SimpoolList'],
  },
};
