import type { WebFeature } from '../../lib/feature';
import { deviceDataEn } from './i18n/en';
import { deviceDataZh } from './i18n/zh';

/** What the device-data feature adds to the app: its texts (its tabs sit in the device details page). */
export const deviceDataFeature: WebFeature<{ deviceData: typeof deviceDataZh }> = {
  catalogue: { zh: { deviceData: deviceDataZh }, en: { deviceData: deviceDataEn } },
};
