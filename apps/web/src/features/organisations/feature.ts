import type { WebFeature } from '../../lib/feature';

/** What the organisations feature adds to the app: its screens. */
export const organisationsFeature: WebFeature = {
  routes: [
    {
      path: 'UserManagement/OrganizationManagement',
      titleKey: 'route.organizationManagement',
      menu: { group: 'user', order: 3 },
      load: () => import('./pages/OrganizationManagementPage'),
    },
  ],
};
