import type { WebFeature } from '../../lib/feature';

/** What the customisation feature adds to the app: its screens. */
export const customisationFeature: WebFeature = {
  routes: [
    {
      path: 'SystemManagement/SystemConfig',
      titleKey: 'route.systemConfig',
      menu: { group: 'system', order: 3 },
      load: () => import('./components/SystemConfigPage'),
    },
  ],
};
