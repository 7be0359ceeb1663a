import type { WebFeature } from '../lib/feature';

/**
 * Pages that compose several features, so they belong to none: the home page and the station detail
 * embed alarms' blocks (stations never import alarms, which build on stations), the administrator's
 * menus and work orders wrap other features' screens in the administrator check.
 */
export const composedPages: WebFeature = {
  routes: [
    {
      path: 'Home/HomePage',
      titleKey: 'route.home',
      menu: { group: 'home', order: 1 },
      load: () => import('./HomePage'),
    },
    {
      path: 'StationManagement/StationList/StationDetail',
      titleKey: 'route.stationDetail',
      load: () => import('./StationDetailPage'),
    },
    { path: 'Admin/Menus', titleKey: 'route.adminMenus', load: () => import('./AdminMenusPage') },
    {
      path: 'Admin/WorkOrders',
      titleKey: 'route.adminWorkOrders',
      load: () => import('./AdminWorkOrdersPage'),
    },
  ],
};
