import type { WebFeature } from '../../lib/feature';

/** What the personal feature adds to the app: its screens. */
export const personalFeature: WebFeature = {
  routes: [
    {
      path: 'SystemManagement/PersonalCenter',
      titleKey: 'route.personalCenter',
      menu: { group: 'system', order: 1 },
      load: () => import('./pages/PersonalCenterPage'),
    },
  ],
};
