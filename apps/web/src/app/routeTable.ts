import type { PUBLIC_ROUTES } from '@ies/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { I18nKey } from '../i18n/keys';
import {
  type ContainerRouteData,
  type ContainerRoutePath,
  ENERGY_ENTRY_ROUTE,
  MENU_PAGE_PATTERN,
  type RoutePageProps,
  type SCREEN_PATHS,
  containerRouteData,
} from '../lib/paths';

// The page map: which lazy page each path shows. The paths themselves are plain data in lib/paths.ts.
export {
  CONTAINER_BASE,
  containerPath,
  ENERGY_ENTRY_ROUTE,
  HOME_PATH,
  LOGIN_PATH,
  MENU_PAGE_PATTERN,
  type MenuGroupKey,
  type MenuPlacement,
  needsSession,
  type RoutePageProps,
} from '../lib/paths';

export type RoutePage = LazyExoticComponent<ComponentType<RoutePageProps>>;

export interface PublicRoute {
  path: (typeof PUBLIC_ROUTES)[number] | typeof ENERGY_ENTRY_ROUTE;
  titleKey: I18nKey;
  page: RoutePage;
}

export interface ContainerRoute extends ContainerRouteData {
  page: RoutePage;
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

/** Built pages by path; every other container path shows the "not built yet" panel. */
const containerPages: Partial<Record<ContainerRoutePath, RoutePage>> = {
  'Home/HomePage': lazy(() => import('../pages/HomePage')),
  'StationManagement/StationList': lazy(() => import('../pages/StationListPage')),
  'StationManagement/StationList/StationAdd': lazy(() => import('../pages/StationAddPage')),
  'StationManagement/StationList/StationEdit': lazy(() => import('../pages/StationEditPage')),
  'StationManagement/StationList/StationDetail': lazy(() => import('../pages/StationDetailPage')),
  'StationManagement/StationList/StationDetail/AddStrategy': lazy(() => import('../pages/AddStrategyPage')),
  'StationManagement/StationList/StationDetail/StationOperationLog': lazy(
    () => import('../pages/StationOperationLogPage'),
  ),
  'StationManagement/AlarmList': lazy(() => import('../pages/AlarmListPage')),
  'StationManagement/AlarmList/AddTriggerManage': lazy(() => import('../pages/AddTriggerManagePage')),
  'StationManagement/AlarmList/EditSimpleTrigger': lazy(() => import('../pages/EditSimpleTriggerPage')),
  'StationManagement/AlarmList/EditExpertTrigger': lazy(() => import('../pages/EditExpertTriggerPage')),
  'StationManagement/AlarmList/EditAlarmNotificationsSettings': lazy(
    () => import('../pages/EditAlarmNotificationsSettingsPage'),
  ),
  'StationManagement/PriceList': lazy(() => import('../pages/PriceListPage')),
  'StationManagement/PriceList/PriceDetail': lazy(() => import('../pages/PriceDetailPage')),
  'StationManagement/StationBatchStrategyList': lazy(() => import('../pages/StationBatchStrategyListPage')),
  'StationManagement/StationBatchStrategyList/StationStrategyDetail': lazy(
    () => import('../pages/StationStrategyDetailPage'),
  ),
  'StationManagement/StationRepair/RepairAdd': lazy(() => import('../pages/RepairAddPage')),
  'DeviceManager/DeviceList': lazy(() => import('../pages/DeviceListPage')),
  'DeviceManager/DeviceList/DeviceAdd': lazy(() => import('../pages/DeviceAddPage')),
  'DeviceManager/DeviceList/DeviceDetails': lazy(() => import('../pages/DeviceDetailsPage')),
  'DeviceManager/DeviceTypeList': lazy(() => import('../pages/DeviceTypeListPage')),
  'DeviceManager/DeviceTypeList/DeviceTypeDetail': lazy(() => import('../pages/DeviceTypeDetailPage')),
  'RepairManagement/WorkOrder': lazy(() => import('../pages/WorkOrderListPage')),
  'RepairManagement/WorkOrder/WorkAdd': lazy(() => import('../pages/WorkAddPage')),
  'RepairManagement/RepairList': lazy(() => import('../pages/RepairListPage')),
  'RepairManagement/RepairList/RepairRecord': lazy(() => import('../pages/RepairRecordPage')),
  'UserManagement/AuthorityManager': lazy(() => import('../features/access/components/AuthorityManager')),
  'UserManagement/SubUserManager': lazy(() => import('../features/access/components/SubUserManager')),
  'UserManagement/OrganizationManagement': lazy(() => import('../pages/OrganizationManagementPage')),
  'SystemManagement/PersonalCenter': lazy(() => import('../pages/PersonalCenterPage')),
  'SystemManagement/SystemConfig': lazy(
    () => import('../features/customisation/components/SystemConfigPage'),
  ),
  'SystemManagement/SystemLog': lazy(() => import('../pages/SystemLogPage')),
  'OperationManagement/MenuManage': lazy(() => import('../pages/MenuManagePage')),
  'Admin/Tenants': lazy(() => import('../pages/AdminTenantsPage')),
  'Admin/Outbox': lazy(() => import('../pages/AdminOutboxPage')),
  'Admin/Jobs': lazy(() => import('../pages/AdminJobsPage')),
  'Admin/Brands': lazy(() => import('../pages/AdminBrandsPage')),
  'Admin/Menus': lazy(() => import('../pages/AdminMenusPage')),
  'Admin/WorkOrders': lazy(() => import('../pages/AdminWorkOrdersPage')),
};

export const containerRoutes: readonly ContainerRoute[] = containerRouteData.map((route) => ({
  ...route,
  page: containerPages[route.path] ?? notBuilt,
}));

/** Full-screen monitoring views (header links): outside the shell, signed-in only. */
export interface ScreenRoute {
  path: (typeof SCREEN_PATHS)[number];
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

/** The pattern for dynamic menu pages; shows a placeholder until menus are built. */
export const menuPageRoute: ContainerRoute = {
  path: MENU_PAGE_PATTERN,
  titleKey: 'route.menuPage',
  page: lazy(() => import('../pages/MenuPage')),
};
