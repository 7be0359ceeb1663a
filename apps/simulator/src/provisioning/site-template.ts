import type { Currency } from '@ies/contracts';
import type { DeviceSpec, SiteSpec } from '../site/site-config';

/** A station to create on the platform: the site without device ids and keys. */
export interface SiteTemplate extends Omit<SiteSpec, 'devices'> {
  name: string;
  currency: Currency;
  devices: Omit<DeviceSpec, 'id' | 'key'>[];
  /** How many DTU/LoRa gateways the station has (issue 32 item 5). */
  lora_gateway_count?: number;
}
