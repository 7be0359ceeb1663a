import { ordersEn } from './i18n/en';
import { ordersZh } from './i18n/zh';
import type { WebFeature } from '../../lib/feature';

/** What the orders feature adds to the app: its screens and its texts. */
export const ordersFeature: WebFeature<{ orders: typeof ordersZh }> = {
  routes: [
    {
      path: 'StationManagement/StationRepair/RepairAdd',
      titleKey: 'route.repairAdd',
      load: () => import('./pages/RepairAddPage'),
    },
    {
      path: 'RepairManagement/WorkOrder',
      titleKey: 'route.workOrder',
      menu: { group: 'repair', order: 1 },
      load: () => import('./pages/WorkOrderListPage'),
    },
    {
      path: 'RepairManagement/WorkOrder/WorkAdd',
      titleKey: 'route.workAdd',
      load: () => import('./pages/WorkAddPage'),
    },
    {
      path: 'RepairManagement/RepairList',
      titleKey: 'route.repairList',
      load: () => import('./pages/RepairListPage'),
    },
    {
      path: 'RepairManagement/RepairList/RepairRecord',
      titleKey: 'route.repairRecord',
      load: () => import('./pages/RepairRecordPage'),
    },
  ],
  catalogue: { zh: { orders: ordersZh }, en: { orders: ordersEn } },
};
