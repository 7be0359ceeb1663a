import type { PUBLIC_ROUTES } from '@ies/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { I18nKey } from '../i18n/keys';
import type { WebFeature } from '../lib/feature';
import {
  type ContainerRouteData,
  ENERGY_ENTRY_ROUTE,
  MENU_PAGE_PATTERN,
  type RoutePageProps,
  type SCREEN_PATHS,
} from '../lib/paths';
import { features } from './features';

// The route table: public pages, the features' container routes (app/features.ts), the screens.
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

/** Every feature's routes (app/features.ts); a route without a page shows the "not built yet" panel. */
export const containerRoutes: readonly ContainerRoute[] = features.flatMap((feature: WebFeature) =>
  (feature.routes ?? []).map(({ load, ...route }) => ({ ...route, page: load ? lazy(load) : notBuilt })),
);

/** Full-screen monitoring views (header links): outside the shell, signed-in only. */
export interface ScreenRoute {
  path: (typeof SCREEN_PATHS)[number];
  titleKey: I18nKey;
  /** Header link text. */
  linkKey: I18nKey;
  page: RoutePage;
}

// The big screens (features/bigscreens): each loads with its own chunk (ECharts, the world map).
const stationScreen: RoutePage = lazy(() => import('../features/bigscreens/pages/StationScreenPage'));
const microGridScreen: RoutePage = lazy(() => import('../features/bigscreens/pages/MicroGridScreenPage'));
const generalScreen: RoutePage = lazy(() => import('../features/bigscreens/pages/GeneralScreenPage'));

export const screenRoutes: readonly ScreenRoute[] = [
  {
    path: '/StationScreen',
    titleKey: 'route.stationScreen',
    linkKey: 'shell.stationScreen',
    page: stationScreen,
  },
  {
    path: '/MicroGridScreen',
    titleKey: 'route.microGridScreen',
    linkKey: 'shell.microGridScreen',
    page: microGridScreen,
  },
  {
    path: '/MonitorScreen',
    titleKey: 'route.monitorScreen',
    linkKey: 'shell.monitorScreen',
    page: generalScreen,
  },
];

/** The pattern for dynamic menu pages; shows a placeholder until menus are built. */
export const menuPageRoute: ContainerRoute = {
  path: MENU_PAGE_PATTERN,
  titleKey: 'route.menuPage',
  page: lazy(() => import('../pages/MenuPage')),
};
