import type { Strategy, StrategyRange } from '@ies/contracts';
import { vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { signInAsManager } from '../../../test/session';

export { TENANT_ID } from '../../../test/session';
export const STATION_ID = '5d1c2a4e-8f8e-4a44-9a59-000000000001';

export const TOU_RANGES: StrategyRange[] = [
  {
    start: '00:00',
    end: '08:00',
    mode: 'peak_shaving',
    charge_power_kw: 50,
    discharge_power_kw: 0,
    soc_min: 10,
    soc_max: 90,
    grid_import_threshold_kw: 200,
  },
  {
    start: '08:00',
    end: '18:00',
    mode: 'anti_reflux',
    charge_power_kw: 0,
    discharge_power_kw: 60.5,
    soc_min: 10,
    soc_max: 90,
    max_export_kw: 0,
  },
  {
    start: '18:00',
    end: '23:59',
    mode: 'standby',
    charge_power_kw: 0,
    discharge_power_kw: 0,
    soc_min: 10,
    soc_max: 90,
  },
];

/** A presented strategy for screen tests; index 0 is the tenant's default. */
export function strategyFixture(index: number, overrides: Partial<Strategy> = {}): Strategy {
  return {
    id: `7f1c2a4e-8f8e-4a44-9a59-${String(index).padStart(12, '0')}`,
    name: index === 0 ? '默认策略' : `strategy_${index}`,
    remark: '',
    i18n: {},
    is_default: index === 0,
    ranges: TOU_RANGES,
    station_count: 0,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** Signs in as a tenant manager and answers API calls from `handlers`. */
export function startWith(handlers: Parameters<typeof fakeApi>[0]) {
  signInAsManager();
  const api = fakeApi(handlers);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}
