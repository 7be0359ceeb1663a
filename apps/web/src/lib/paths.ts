import { CONTAINER_PREFIX, ENERGY_FRONTEND_PATH, type PUBLIC_ROUTES, ROOT_REDIRECT } from '@ies/contracts';
import type { I18nKey } from '../i18n/keys';

// Route paths as plain data. Features, pages and the shell import them from here; the lazy page map
// lives apart in app/routeTable.ts so that no feature ever imports the pages that import it.

/** Props every route component receives: the route pattern it was mounted for. */
export interface RoutePageProps {
  route: string;
}

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
  /** Position inside the group (the side menu order). */
  order: number;
}

export const CONTAINER_BASE = CONTAINER_PREFIX;
export const LOGIN_PATH = '/Login' satisfies (typeof PUBLIC_ROUTES)[number];
export const HOME_PATH = ROOT_REDIRECT;
/** The energy front end's entry on this host, reached after sign-in. */
export const ENERGY_ENTRY_ROUTE = `/${ENERGY_FRONTEND_PATH}` as const;
/** Dynamic menu pages: /Container/{menu_field}. */
export const MENU_PAGE_PATTERN = ':menu_field';

export function containerPath(path: string): string {
  return `${CONTAINER_BASE}/${path}`;
}

export interface ContainerRouteData {
  /** Path below /Container; a sub-page nests under its parent's path. */
  path: string;
  titleKey: I18nKey;
  /** Present when the page has a side-menu entry. */
  menu?: MenuPlacement;
  /** The list keeps its state (filters, page) in the URL and comes back as it was. */
  keepAlive?: boolean;
}

export const containerRouteData = [
  { path: 'Home/HomePage', titleKey: 'route.home', menu: { group: 'home', order: 1 } },
  // Stations
  {
    path: 'StationManagement/StationList',
    titleKey: 'route.stationList',
    menu: { group: 'station', order: 1 },
    keepAlive: true,
  },
  { path: 'StationManagement/StationList/StationAdd', titleKey: 'route.stationAdd' },
  { path: 'StationManagement/StationList/StationEdit', titleKey: 'route.stationEdit' },
  { path: 'StationManagement/StationList/StationDetail', titleKey: 'route.stationDetail' },
  { path: 'StationManagement/StationList/StationDetail/AddStrategy', titleKey: 'route.addStrategy' },
  {
    path: 'StationManagement/StationList/StationDetail/StationOperationLog',
    titleKey: 'route.stationOperationLog',
  },
  { path: 'StationManagement/AlarmList', titleKey: 'route.alarmList', menu: { group: 'station', order: 2 } },
  { path: 'StationManagement/AlarmList/AddTriggerManage', titleKey: 'route.addTriggerManage' },
  { path: 'StationManagement/AlarmList/EditExpertTrigger', titleKey: 'route.editExpertTrigger' },
  { path: 'StationManagement/AlarmList/EditSimpleTrigger', titleKey: 'route.editSimpleTrigger' },
  {
    path: 'StationManagement/AlarmList/EditAlarmNotificationsSettings',
    titleKey: 'route.editAlarmNotificationsSettings',
  },
  { path: 'StationManagement/PriceList', titleKey: 'route.priceList', menu: { group: 'station', order: 3 } },
  { path: 'StationManagement/PriceList/PriceDetail', titleKey: 'route.priceDetail' },
  {
    path: 'StationManagement/StationBatchStrategyList',
    titleKey: 'route.stationBatchStrategyList',
    menu: { group: 'station', order: 4 },
  },
  {
    path: 'StationManagement/StationBatchStrategyList/StationStrategyDetail',
    titleKey: 'route.stationStrategyDetail',
  },
  { path: 'StationManagement/StationRepair/RepairAdd', titleKey: 'route.repairAdd' },
  // Devices
  {
    path: 'DeviceManager/DeviceList',
    titleKey: 'route.deviceList',
    menu: { group: 'operation', order: 1 },
    keepAlive: true,
  },
  { path: 'DeviceManager/DeviceList/DeviceAdd', titleKey: 'route.deviceAdd' },
  { path: 'DeviceManager/DeviceList/DeviceDetails', titleKey: 'route.deviceDetails' },
  {
    path: 'DeviceManager/DeviceTypeList',
    titleKey: 'route.deviceTypeList',
    menu: { group: 'operation', order: 3 },
  },
  { path: 'DeviceManager/DeviceTypeList/DeviceTypeDetail', titleKey: 'route.deviceTypeDetail' },
  {
    path: 'DeviceManager/FirmwareList',
    titleKey: 'route.firmwareList',
    menu: { group: 'operation', order: 2 },
  },
  { path: 'DeviceManager/FirmwareList/TaskDetails', titleKey: 'route.taskDetails' },
  // Repair and work orders
  { path: 'RepairManagement/WorkOrder', titleKey: 'route.workOrder', menu: { group: 'repair', order: 1 } },
  { path: 'RepairManagement/WorkOrder/WorkAdd', titleKey: 'route.workAdd' },
  { path: 'RepairManagement/RepairList', titleKey: 'route.repairList' },
  { path: 'RepairManagement/RepairList/RepairRecord', titleKey: 'route.repairRecord' },
  // Data analysis
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
  {
    path: 'DataAnalysis/PeriodAnalysis',
    titleKey: 'route.periodAnalysis',
    menu: { group: 'analysis', order: 4 },
  },
  // Reports
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
  // Users
  {
    path: 'UserManagement/AuthorityManager',
    titleKey: 'route.authorityManager',
    menu: { group: 'user', order: 1 },
  },
  {
    path: 'UserManagement/SubUserManager',
    titleKey: 'route.subUserManager',
    menu: { group: 'user', order: 2 },
  },
  {
    path: 'UserManagement/OrganizationManagement',
    titleKey: 'route.organizationManagement',
    menu: { group: 'user', order: 3 },
  },
  // System
  {
    path: 'SystemManagement/PersonalCenter',
    titleKey: 'route.personalCenter',
    menu: { group: 'system', order: 1 },
  },
  {
    path: 'SystemManagement/SimpoolList',
    titleKey: 'route.simpoolList',
    menu: { group: 'system', order: 2 },
  },
  {
    path: 'SystemManagement/SystemConfig',
    titleKey: 'route.systemConfig',
    menu: { group: 'system', order: 3 },
  },
  { path: 'SystemManagement/SystemLog', titleKey: 'route.systemLog', menu: { group: 'system', order: 4 } },
  { path: 'SystemManagement/PlatformDocking', titleKey: 'route.platformDocking' },
  // Operation tools (reached from the user menu and dynamic menus, not the static side menu)
  { path: 'OperationManagement/BatchOperation', titleKey: 'route.batchOperation' },
  { path: 'OperationManagement/MenuManage', titleKey: 'route.menuManage' },
  // Platform administration (the platform administrator only; reached from the user menu)
  { path: 'Admin/Tenants', titleKey: 'route.adminTenants' },
  { path: 'Admin/Outbox', titleKey: 'route.adminOutbox' },
  { path: 'Admin/Jobs', titleKey: 'route.adminJobs' },
  { path: 'Admin/Brands', titleKey: 'route.adminBrands' },
  { path: 'Admin/Menus', titleKey: 'route.adminMenus' },
  { path: 'Admin/WorkOrders', titleKey: 'route.adminWorkOrders' },
] as const satisfies readonly ContainerRouteData[];

export type ContainerRoutePath = (typeof containerRouteData)[number]['path'];

/** Full-screen monitoring views: outside the shell, signed-in only. */
export const SCREEN_PATHS = ['/StationScreen', '/MicroGridScreen', '/MonitorScreen'] as const;

/** Paths that need a stored session token (the container guard, extended to the monitoring screens). */
export function needsSession(pathname: string): boolean {
  return pathname.includes(CONTAINER_BASE) || (SCREEN_PATHS as readonly string[]).includes(pathname);
}
