import type { WebFeature } from '../../lib/feature';

/** What the system-log feature adds to the app: its screens. */
export const systemLogFeature: WebFeature = {
  routes: [
    {
      path: 'SystemManagement/SystemLog',
      titleKey: 'route.systemLog',
      menu: { group: 'system', order: 4 },
      load: () => import('./pages/SystemLogPage'),
    },
  ],
};
