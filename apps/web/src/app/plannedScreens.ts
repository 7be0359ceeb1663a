import type { WebFeature } from '../lib/feature';

/**
 * Screens of the spec whose domains are not built yet: their paths and menu places exist so that the
 * side menu, breadcrumbs and stored menus already name them; each shows the "not built yet" panel.
 * A domain that builds one moves its route into its own feature.ts.
 */
export const plannedScreens: WebFeature = {
  routes: [
    {
      path: 'DataAnalysis/BatteryAnalysis',
      titleKey: 'route.batteryAnalysis',
      menu: { group: 'analysis', order: 1 },
    },
    {
      path: 'DataAnalysis/DataDashboards',
      titleKey: 'route.dataDashboards',
      menu: { group: 'analysis', order: 3 },
    },
    // The side menu lists lagging cells under data analysis although its route is a report.
    {
      path: 'Report/BackwardMonomer',
      titleKey: 'route.backwardMonomer',
      menu: { group: 'analysis', order: 2 },
    },
    { path: 'Report/ElectricityMeterStatistics', titleKey: 'route.electricityMeterStatistics' },
    { path: 'Report/CustomReport', titleKey: 'route.customReport' },
    { path: 'Report/CustomReportEdit', titleKey: 'route.customReportEdit' },
    { path: 'Report/CustomReportDetail', titleKey: 'route.customReportDetail' },
    {
      path: 'SystemManagement/SimpoolList',
      titleKey: 'route.simpoolList',
      menu: { group: 'system', order: 2 },
    },
    { path: 'SystemManagement/PlatformDocking', titleKey: 'route.platformDocking' },
    { path: 'OperationManagement/BatchOperation', titleKey: 'route.batchOperation' },
  ],
  screens: {
    10301: ['BatteryAnalysis', 'BackwardMonomer'],
    10302: ['DataDashboards'],
    10902: ['SimpoolList'],
  },
};
