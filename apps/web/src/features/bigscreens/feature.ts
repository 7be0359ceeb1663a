import { bigscreensEn } from './i18n/en';
import { bigscreensZh } from './i18n/zh';
import type { WebFeature } from '../../lib/feature';

/**
 * The full-screen monitoring views (header links, outside the shell): their pages are the screen
 * routes of app/routeTable.ts; the feature adds their texts.
 */
export const bigscreensFeature: WebFeature<{ bigscreens: typeof bigscreensZh }> = {
  routes: [
    {
      path: 'SystemManagement/ScreenSettings',
      titleKey: 'route.screenSettings',
      menu: { group: 'system', order: 6 },
      load: () => import('./pages/ScreenSettingsPage'),
    },
  ],
  catalogue: { zh: { bigscreens: bigscreensZh }, en: { bigscreens: bigscreensEn } },
};
