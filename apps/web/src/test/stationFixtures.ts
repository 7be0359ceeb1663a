import { emptyBandFigures, type Station } from '@ies/contracts';

// The manager moved to ./session, beside the other sign-ins; station tests keep importing it from here.
export { signInAsManager, TENANT_ID, USER_ID } from './session';

/** A price band of a day's revenue with nothing in it; tests spread it and set what they need. */
export const EMPTY_BAND = emptyBandFigures();

/** A presented station for screen tests. */
export function stationFixture(index: number, overrides: Partial<Station> = {}): Station {
  return {
    id: `5d1c2a4e-8f8e-4a44-9a59-${String(index).padStart(12, '0')}`,
    name: `station_${index}`,
    type: 'industry_storage',
    architecture: 'single',
    address: 'No. 1 Road',
    contact: 'Li',
    contact_phone: '',
    owner_name: '',
    installed_capacity_kwh: 100 + index,
    installed_power_kw: 50,
    price_per_kwh: 0.8,
    kwh_income: null,
    currency: 'CNY',
    subsidy_income: null,
    total_cost: null,
    longitude: 120 + index / 10,
    latitude: 30,
    tilt: null,
    grid_connected_at: null,
    tz_offset_hours: 8,
    time_zone: null,
    emission_factor_kg_per_kwh: null,
    pictures: [],
    comments: '',
    debug: false,
    status: 'normal',
    online_status: 'online',
    running_status: 'run',
    device_count: 0,
    subsystem_count: 0,
    collected: false,
    master_station_id: null,
    access: 'owner',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
