import { CONTAINER_PREFIX, ENERGY_FRONTEND_PATH, type PUBLIC_ROUTES, ROOT_REDIRECT } from '@ies/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { I18nKey } from '../i18n/keys';

/** Props every route component receives: the route pattern it was mounted for. */
export interface RoutePageProps {
  route: string;
}

export type RoutePage = LazyExoticComponent<ComponentType<RoutePageProps>>;

export type MenuGroupKey =
  | 'home'
  | 'station'
  | 'operation'
  | 'repair'
  | 'analysis'
  | 'report'
  | 'user'
  | 'system';

export interface MenuPlacement {
  group: MenuGroupKey;
  /** Position inside the group (spec A §2.5 side menu order). */
  order: number;
}

/** The energy front end's entry on this host (spec A §2.2), reached after sign-in. */
export const ENERGY_ENTRY_ROUTE = `/${ENERGY_FRONTEND_PATH}` as const;

export interface PublicRoute {
  path: (typeof PUBLIC_ROUTES)[number] | typeof ENERGY_ENTRY_ROUTE;
  titleKey: I18nKey;
  page: RoutePage;
}

export interface ContainerRoute {
  /** Path below /Container; a sub-page nests under its parent's path. */
  path: string;
  titleKey: I18nKey;
  /** Present when the page has a side-menu entry. */
  menu?: MenuPlacement;
  /** The list keeps its state (filters, page) in the URL and comes back as it was. */
  keepAlive?: boolean;
  page: RoutePage;
}

export const CONTAINER_BASE = CONTAINER_PREFIX;
export const LOGIN_PATH = '/Login' satisfies (typeof PUBLIC_ROUTES)[number];
export const HOME_PATH = ROOT_REDIRECT;
/** Dynamic menu pages (spec A §2.5): /Container/{menu_field}. */
export const MENU_PAGE_PATTERN = ':menu_field';

export function containerPath(path: string): string {
  return `${CONTAINER_BASE}/${path}`;
}

const notBuilt: RoutePage = lazy(() => import('../pages/NotBuiltPage'));

export const publicRoutes: readonly PublicRoute[] = [
  { path: '/Login', titleKey: 'route.login', page: lazy(() => import('../pages/LoginPage')) },
  { path: '/Register', titleKey: 'route.register', page: lazy(() => import('../pages/RegisterPage')) },
  { path: '/ThirdBind', titleKey: 'route.thirdBind', page: lazy(() => import('../pages/ThirdBindPage')) },
  {
    path: '/ForgetPassword',
    titleKey: 'route.forgetPassword',
    page: lazy(() => import('../pages/ForgetPasswordPage')),
  },
  {
    path: '/appDownload',
    titleKey: 'route.appDownload',
    page: lazy(() => import('../pages/AppDownloadPage')),
  },
  { path: '/Help', titleKey: 'route.help', page: lazy(() => import('../pages/HelpPage')) },
  {
    path: ENERGY_ENTRY_ROUTE,
    titleKey: 'route.energyEntry',
    page: lazy(() => import('../pages/EnergyEntryPage')),
  },
];

export const containerRoutes: readonly ContainerRoute[] = [
  {
    path: 'Home/HomePage',
    titleKey: 'route.home',
    menu: { group: 'home', order: 1 },
    page: lazy(() => import('../pages/HomePage')),
  },

  // Stations
  {
    path: 'StationManagement/StationList',
    titleKey: 'route.stationList',
    menu: { group: 'station', order: 1 },
    keepAlive: true,
    page: lazy(() => import('../pages/StationListPage')),
  },
  {
    path: 'StationManagement/StationList/StationAdd',
    titleKey: 'route.stationAdd',
    page: lazy(() => import('../pages/StationAddPage')),
  },
  {
    path: 'StationManagement/StationList/StationEdit',
    titleKey: 'route.stationEdit',
    page: lazy(() => import('../pages/StationEditPage')),
  },
  {
    path: 'StationManagement/StationList/StationDetail',
    titleKey: 'route.stationDetail',
    page: lazy(() => import('../pages/StationDetailPage')),
  },
  {
    path: 'StationManagement/StationList/StationDetail/AddStrategy',
    titleKey: 'route.addStrategy',
    page: notBuilt,
  },
  {
    path: 'StationManagement/StationList/StationDetail/StationOperationLog',
    titleKey: 'route.stationOperationLog',
    page: lazy(() => import('../pages/StationOperationLogPage')),
  },
  {
    path: 'StationManagement/AlarmList',
    titleKey: 'route.alarmList',
    menu: { group: 'station', order: 2 },
    page: lazy(() => import('../pages/AlarmListPage')),
  },
  {
    path: 'StationManagement/AlarmList/AddTriggerManage',
    titleKey: 'route.addTriggerManage',
    page: lazy(() => import('../pages/AddTriggerManagePage')),
  },
  {
    path: 'StationManagement/AlarmList/EditExpertTrigger',
    titleKey: 'route.editExpertTrigger',
    page: notBuilt,
  },
  {
    path: 'StationManagement/AlarmList/EditSimpleTrigger',
    titleKey: 'route.editSimpleTrigger',
    page: notBuilt,
  },
  {
    path: 'StationManagement/AlarmList/EditAlarmNotificationsSettings',
    titleKey: 'route.editAlarmNotificationsSettings',
    page: notBuilt,
  },
  {
    path: 'StationManagement/PriceList',
    titleKey: 'route.priceList',
    menu: { group: 'station', order: 3 },
    page: lazy(() => import('../pages/PriceListPage')),
  },
  {
    path: 'StationManagement/PriceList/PriceDetail',
    titleKey: 'route.priceDetail',
    page: lazy(() => import('../pages/PriceDetailPage')),
  },
  {
    path: 'StationManagement/StationBatchStrategyList',
    titleKey: 'route.stationBatchStrategyList',
    menu: { group: 'station', order: 4 },
    page: notBuilt,
  },
  {
    path: 'StationManagement/StationBatchStrategyList/StationStrategyDetail',
    titleKey: 'route.stationStrategyDetail',
    page: notBuilt,
  },
  {
    path: 'StationManagement/StationRepair/RepairAdd',
    titleKey: 'route.repairAdd',
    page: lazy(() => import('../pages/RepairAddPage')),
  },

  // Devices
  {
    path: 'DeviceManager/DeviceList',
    titleKey: 'route.deviceList',
    menu: { group: 'operation', order: 1 },
    keepAlive: true,
    page: lazy(() => import('../pages/DeviceListPage')),
  },
  {
    path: 'DeviceManager/DeviceList/DeviceAdd',
    titleKey: 'route.deviceAdd',
    page: lazy(() => import('../pages/DeviceAddPage')),
  },
  {
    path: 'DeviceManager/DeviceList/DeviceDetails',
    titleKey: 'route.deviceDetails',
    page: lazy(() => import('../pages/DeviceDetailsPage')),
  },
  {
    path: 'DeviceManager/DeviceTypeList',
    titleKey: 'route.deviceTypeList',
    menu: { group: 'operation', order: 3 },
    page: lazy(() => import('../pages/DeviceTypeListPage')),
  },
  {
    path: 'DeviceManager/DeviceTypeList/DeviceTypeDetail',
    titleKey: 'route.deviceTypeDetail',
    page: lazy(() => import('../pages/DeviceTypeDetailPage')),
  },
  {
    path: 'DeviceManager/FirmwareList',
    titleKey: 'route.firmwareList',
    menu: { group: 'operation', order: 2 },
    page: notBuilt,
  },
  { path: 'DeviceManager/FirmwareList/TaskDetails', titleKey: 'route.taskDetails', page: notBuilt },

  // Repair and work orders
  {
    path: 'RepairManagement/WorkOrder',
    titleKey: 'route.workOrder',
    menu: { group: 'repair', order: 1 },
    page: lazy(() => import('../pages/WorkOrderListPage')),
  },
  {
    path: 'RepairManagement/WorkOrder/WorkAdd',
    titleKey: 'route.workAdd',
    page: lazy(() => import('../pages/WorkAddPage')),
  },
  {
    path: 'RepairManagement/RepairList',
    titleKey: 'route.repairList',
    page: lazy(() => import('../pages/RepairListPage')),
  },
  {
    path: 'RepairManagement/RepairList/RepairRecord',
    titleKey: 'route.repairRecord',
    page: lazy(() => import('../pages/RepairRecordPage')),
  },

  // Data analysis
  {
    path: 'DataAnalysis/BatteryAnalysis',
    titleKey: 'route.batteryAnalysis',
    menu: { group: 'analysis', order: 1 },
    page: notBuilt,
  },
  {
    path: 'DataAnalysis/DataDashboards',
    titleKey: 'route.dataDashboards',
    menu: { group: 'analysis', order: 3 },
    page: notBuilt,
  },
  {
    path: 'DataAnalysis/PeriodAnalysis',
    titleKey: 'route.periodAnalysis',
    menu: { group: 'analysis', order: 4 },
    page: notBuilt,
  },

  // Reports
  {
    path: 'Report/EnergyConsumptionStatistics',
    titleKey: 'route.energyConsumptionStatistics',
    menu: { group: 'report', order: 1 },
    page: notBuilt,
  },
  {
    path: 'Report/ElectricityStatistics',
    titleKey: 'route.electricityStatistics',
    menu: { group: 'report', order: 2 },
    page: notBuilt,
  },
  {
    path: 'Report/RevenueStatistics',
    titleKey: 'route.revenueStatistics',
    menu: { group: 'report', order: 3 },
    page: notBuilt,
  },
  // The side menu lists lagging cells under data analysis although its route is a report.
  {
    path: 'Report/BackwardMonomer',
    titleKey: 'route.backwardMonomer',
    menu: { group: 'analysis', order: 2 },
    page: notBuilt,
  },
  { path: 'Report/ElectricityMeterStatistics', titleKey: 'route.electricityMeterStatistics', page: notBuilt },
  { path: 'Report/CustomReport', titleKey: 'route.customReport', page: notBuilt },
  { path: 'Report/CustomReportEdit', titleKey: 'route.customReportEdit', page: notBuilt },
  { path: 'Report/CustomReportDetail', titleKey: 'route.customReportDetail', page: notBuilt },

  // Users
  {
    path: 'UserManagement/AuthorityManager',
    titleKey: 'route.authorityManager',
    menu: { group: 'user', order: 1 },
    page: lazy(() => import('../features/access/components/AuthorityManager')),
  },
  {
    path: 'UserManagement/SubUserManager',
    titleKey: 'route.subUserManager',
    menu: { group: 'user', order: 2 },
    page: lazy(() => import('../features/access/components/SubUserManager')),
  },
  {
    path: 'UserManagement/OrganizationManagement',
    titleKey: 'route.organizationManagement',
    menu: { group: 'user', order: 3 },
    page: lazy(() => import('../pages/OrganizationManagementPage')),
  },

  // System
  {
    path: 'SystemManagement/PersonalCenter',
    titleKey: 'route.personalCenter',
    menu: { group: 'system', order: 1 },
    page: lazy(() => import('../pages/PersonalCenterPage')),
  },
  {
    path: 'SystemManagement/SimpoolList',
    titleKey: 'route.simpoolList',
    menu: { group: 'system', order: 2 },
    page: notBuilt,
  },
  {
    path: 'SystemManagement/SystemConfig',
    titleKey: 'route.systemConfig',
    menu: { group: 'system', order: 3 },
    page: lazy(() => import('../features/customisation/components/SystemConfigPage')),
  },
  {
    path: 'SystemManagement/SystemLog',
    titleKey: 'route.systemLog',
    menu: { group: 'system', order: 4 },
    page: lazy(() => import('../pages/SystemLogPage')),
  },
  { path: 'SystemManagement/PlatformDocking', titleKey: 'route.platformDocking', page: notBuilt },

  // Operation tools (reached from the user menu and dynamic menus, not the static side menu)
  { path: 'OperationManagement/BatchOperation', titleKey: 'route.batchOperation', page: notBuilt },
  {
    path: 'OperationManagement/MenuManage',
    titleKey: 'route.menuManage',
    page: lazy(() => import('../pages/MenuManagePage')),
  },

  // Platform administration (the platform administrator only; reached from the user menu)
  {
    path: 'Admin/Tenants',
    titleKey: 'route.adminTenants',
    page: lazy(() => import('../pages/AdminTenantsPage')),
  },
  {
    path: 'Admin/Outbox',
    titleKey: 'route.adminOutbox',
    page: lazy(() => import('../pages/AdminOutboxPage')),
  },
  {
    path: 'Admin/Brands',
    titleKey: 'route.adminBrands',
    page: lazy(() => import('../pages/AdminBrandsPage')),
  },
  {
    path: 'Admin/Menus',
    titleKey: 'route.adminMenus',
    page: lazy(() => import('../pages/AdminMenusPage')),
  },
];

/** Full-screen monitoring views (spec A §2.5 header links): outside the shell, signed-in only. */
export interface ScreenRoute {
  path: `/${string}Screen`;
  titleKey: I18nKey;
  /** Header link text. */
  linkKey: I18nKey;
  page: RoutePage;
}

// The screens themselves come with a later issue; until then each shows the "not built yet" panel.
const monitoringScreen: RoutePage = lazy(() => import('../pages/MonitoringScreenPage'));

export const screenRoutes: readonly ScreenRoute[] = [
  {
    path: '/StationScreen',
    titleKey: 'route.stationScreen',
    linkKey: 'shell.stationScreen',
    page: monitoringScreen,
  },
  {
    path: '/MicroGridScreen',
    titleKey: 'route.microGridScreen',
    linkKey: 'shell.microGridScreen',
    page: monitoringScreen,
  },
  {
    path: '/MonitorScreen',
    titleKey: 'route.monitorScreen',
    linkKey: 'shell.monitorScreen',
    page: monitoringScreen,
  },
];

/** Paths that need a stored session token (spec A §2.1 guard, extended to the monitoring screens). */
export function needsSession(pathname: string): boolean {
  return pathname.includes(CONTAINER_BASE) || screenRoutes.some((screen) => screen.path === pathname);
}

/** The pattern for dynamic menu pages; shows a placeholder until menus are built. */
export const menuPageRoute: ContainerRoute = {
  path: MENU_PAGE_PATTERN,
  titleKey: 'route.menuPage',
  page: lazy(() => import('../pages/MenuPage')),
};
