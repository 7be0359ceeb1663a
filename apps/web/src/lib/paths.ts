import { CONTAINER_PREFIX, ENERGY_FRONTEND_PATH, type PUBLIC_ROUTES, ROOT_REDIRECT } from '@ies/contracts';
import type { I18nKey } from './i18nKey';

// Route paths as plain data. Features, pages and the shell import them from here; each feature
// declares its own routes (features/<domain>/feature.ts, shape in lib/feature.ts), which the app collects.

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

/** Full-screen monitoring views: outside the shell, signed-in only. */
export const SCREEN_PATHS = ['/StationScreen', '/MicroGridScreen', '/MonitorScreen'] as const;

/** Paths that need a stored session token (the container guard, extended to the monitoring screens). */
export function needsSession(pathname: string): boolean {
  return pathname.includes(CONTAINER_BASE) || (SCREEN_PATHS as readonly string[]).includes(pathname);
}
