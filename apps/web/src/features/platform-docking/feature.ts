import type { WebFeature } from '../../lib/feature';
import { dockingEn } from './i18n/en';
import { dockingZh } from './i18n/zh';

/** Platform docking (issue 32 item 3). */
export const platformDockingFeature: WebFeature<{ docking: typeof dockingZh }> = {
  routes: [
    {
      path: 'SystemManagement/PlatformDocking',
      titleKey: 'route.platformDocking',
      load: () => import('./pages/PlatformDockingPage'),
    },
  ],
  catalogue: { zh: { docking: dockingZh }, en: { docking: dockingEn } },
};
