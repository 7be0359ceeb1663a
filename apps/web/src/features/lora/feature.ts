import type { WebFeature } from '../../lib/feature';
import { loraEn } from './i18n/en';
import { loraZh } from './i18n/zh';

/** DTU/LoRa analysis and file recall (issue 32 items 5 and 6): tabs of the device detail. */
export const loraFeature: WebFeature<{ lora: typeof loraZh }> = {
  catalogue: { zh: { lora: loraZh }, en: { lora: loraEn } },
};
