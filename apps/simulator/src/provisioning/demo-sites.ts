import type { DeviceSpec } from '../site/site-config';
import type { SiteTemplate } from './site-template';

const STANDARD_DEVICES: Omit<DeviceSpec, 'id' | 'key'>[] = [
  { kind: 'ems' },
  { kind: 'pcs' },
  { kind: 'bms' },
  { kind: 'grid_meter' },
  { kind: 'load_meter' },
];

function inverters(...models: NonNullable<DeviceSpec['model']>[]): Omit<DeviceSpec, 'id' | 'key'>[] {
  return models.map((model) => ({ kind: 'pv_inverter', model }));
}

/**
 * The demo stations: different places, time zones and currencies, factories and offices, each
 * of the four inverter models somewhere. The demo provisions these on a fresh platform.
 */
export const DEMO_SITE_TEMPLATES: readonly SiteTemplate[] = [
  {
    id: 'demo-suzhou',
    name: 'Suzhou Industrial Park',
    currency: 'CNY',
    latitude: 31.3,
    longitude: 120.62,
    tz_offset_minutes: 480,
    pv: { kwp: 400 },
    battery: { capacity_kwh: 860, max_charge_kw: 430, max_discharge_kw: 430 },
    load: { profile: 'factory', base_kw: 180, peak_kw: 620 },
    devices: [
      ...STANDARD_DEVICES,
      ...inverters('INDUSTRY_INVERT', 'INDUSTRY_INVERT', 'InDustry_Solar', 'InDustry_Solar'),
    ],
    // One DTU/LoRa gateway with its nodes, so the demo shows the LoRa analysis (issue 32 item 5).
    lora_gateway_count: 1,
  },
  {
    id: 'demo-shenzhen',
    name: 'Shenzhen Tech Office',
    currency: 'CNY',
    latitude: 22.54,
    longitude: 114.06,
    tz_offset_minutes: 480,
    pv: { kwp: 120 },
    battery: { capacity_kwh: 215, max_charge_kw: 100, max_discharge_kw: 100 },
    load: { profile: 'office', base_kw: 25, peak_kw: 210 },
    devices: [
      ...STANDARD_DEVICES,
      ...inverters('RS_INVERT_25KW', 'RS_INVERT_25KW', 'RS_INVERT_25KW', 'RS_INVERT_25KW', 'MINI_INVERT'),
    ],
  },
  {
    id: 'demo-urumqi',
    name: 'Urumqi Logistics Hub',
    currency: 'CNY',
    latitude: 43.83,
    longitude: 87.62,
    tz_offset_minutes: 480,
    pv: { kwp: 300 },
    battery: { capacity_kwh: 430, max_charge_kw: 215, max_discharge_kw: 215 },
    load: { profile: 'factory', base_kw: 60, peak_kw: 280 },
    devices: [...STANDARD_DEVICES, ...inverters('INDUSTRY_INVERT', 'INDUSTRY_INVERT', 'InDustry_Solar')],
  },
  {
    id: 'demo-manchester',
    name: 'Manchester Works',
    currency: 'GBP',
    latitude: 53.48,
    longitude: -2.24,
    tz_offset_minutes: 0,
    pv: { kwp: 150 },
    battery: { capacity_kwh: 430, max_charge_kw: 200, max_discharge_kw: 200 },
    load: { profile: 'factory', base_kw: 70, peak_kw: 300 },
    devices: [
      ...STANDARD_DEVICES,
      ...inverters('InDustry_Solar', 'RS_INVERT_25KW', 'RS_INVERT_25KW', 'RS_INVERT_25KW'),
    ],
  },
  {
    id: 'demo-sydney',
    name: 'Sydney Distribution Centre',
    currency: 'AUD',
    latitude: -33.87,
    longitude: 151.21,
    tz_offset_minutes: 600,
    pv: { kwp: 200 },
    battery: { capacity_kwh: 430, max_charge_kw: 215, max_discharge_kw: 215 },
    load: { profile: 'office', base_kw: 40, peak_kw: 260 },
    devices: [
      ...STANDARD_DEVICES,
      ...inverters('INDUSTRY_INVERT', 'InDustry_Solar', 'MINI_INVERT', 'MINI_INVERT'),
    ],
  },
  {
    id: 'demo-phoenix',
    name: 'Phoenix Cold Storage',
    currency: 'USD',
    latitude: 33.45,
    longitude: -112.07,
    tz_offset_minutes: -420,
    pv: { kwp: 350 },
    battery: { capacity_kwh: 645, max_charge_kw: 300, max_discharge_kw: 300 },
    load: { profile: 'factory', base_kw: 150, peak_kw: 420 },
    devices: [...STANDARD_DEVICES, ...inverters('INDUSTRY_INVERT', 'INDUSTRY_INVERT', 'INDUSTRY_INVERT')],
  },
];
