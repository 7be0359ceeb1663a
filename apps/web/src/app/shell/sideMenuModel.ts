import { type ContainerRoute, containerPath, type MenuGroupKey } from '../routeTable';

/** Side menu group order of docs/spec/A-access-and-shell.md §2.5. */
export const MENU_GROUP_ORDER: readonly MenuGroupKey[] = [
  'home',
  'station',
  'operation',
  'repair',
  'analysis',
  'report',
  'user',
  'system',
];

export interface SideMenuGroup {
  key: MenuGroupKey;
  routes: ContainerRoute[];
}

/** Groups the menu routes of the table in menu order; empty groups are dropped. */
export function buildSideMenu(routes: readonly ContainerRoute[]): SideMenuGroup[] {
  return MENU_GROUP_ORDER.map((key) => ({
    key,
    routes: routes
      .filter((route) => route.menu?.group === key)
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0)),
  })).filter((group) => group.routes.length > 0);
}

function isWithin(pathname: string, route: ContainerRoute): boolean {
  const base = containerPath(route.path);
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The table routes the current path is in, outermost first (StationList, then StationDetail…). */
export function routeTrail(pathname: string, routes: readonly ContainerRoute[]): ContainerRoute[] {
  return routes.filter((route) => isWithin(pathname, route)).sort((a, b) => a.path.length - b.path.length);
}

/** The menu entry to highlight: the innermost menu route the current page belongs to. */
export function activeMenuRoute(
  pathname: string,
  routes: readonly ContainerRoute[],
): ContainerRoute | undefined {
  return routeTrail(pathname, routes)
    .filter((route) => route.menu)
    .at(-1);
}
