import type { SiteSpec } from './site-config';

/**
 * A small industrial site for tests and examples: 200 kWp on two inverter models, 430 kWh /
 * 215 kW storage, a factory load. Device keys are placeholders for a local broker.
 */
export function exampleSiteSpec(overrides: Partial<SiteSpec> = {}): SiteSpec {
  const id = overrides.id ?? 'site-a';
  const prefix = id.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 20);
  return {
    id,
    latitude: 31.23,
    longitude: 121.47,
    tz_offset_minutes: 480,
    pv: { kwp: 200 },
    battery: { capacity_kwh: 430, max_charge_kw: 215, max_discharge_kw: 215 },
    load: { profile: 'factory', base_kw: 60, peak_kw: 260 },
    devices: [
      { kind: 'ems', id: `${prefix}-ems`, key: 'key-ems-0001' },
      { kind: 'pcs', id: `${prefix}-pcs`, key: 'key-pcs-0001' },
      { kind: 'bms', id: `${prefix}-bms`, key: 'key-bms-0001' },
      { kind: 'grid_meter', id: `${prefix}-grid`, key: 'key-grid-0001' },
      { kind: 'load_meter', id: `${prefix}-load`, key: 'key-load-0001' },
      { kind: 'pv_inverter', id: `${prefix}-pv1`, key: 'key-pv1-0001', model: 'INDUSTRY_INVERT' },
      { kind: 'pv_inverter', id: `${prefix}-pv2`, key: 'key-pv2-0001', model: 'InDustry_Solar' },
      { kind: 'pv_inverter', id: `${prefix}-pv3`, key: 'key-pv3-0001', model: 'RS_INVERT_25KW' },
      { kind: 'pv_inverter', id: `${prefix}-pv4`, key: 'key-pv4-0001', model: 'MINI_INVERT' },
    ],
    ...overrides,
  };
}
