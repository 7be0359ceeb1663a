import type { WebFeature } from '../../lib/feature';
import { timedEn } from './i18n/en';
import { timedZh } from './i18n/zh';

/** Timed strategies (issue 31 item 3): the station detail's tab and its run log (no page of its own). */
export const timedStrategiesFeature: WebFeature<{ timed: typeof timedZh }> = {
  routes: [],
  catalogue: { zh: { timed: timedZh }, en: { timed: timedEn } },
};
