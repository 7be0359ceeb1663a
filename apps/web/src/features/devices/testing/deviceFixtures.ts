import type { Device, DeviceTypeSummary } from '@ies/contracts';
import { signIn } from '../../../test/session';

export const PCS_TYPE_ID = '0c1c2a4e-8f8e-4a44-9a59-6f5c6a0f2b11';

export function aDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: 'pcs-01',
    name: 'PCS-01',
    description: '',
    type_id: PCS_TYPE_ID,
    type_name: 'ES_PCS',
    status: 'online_normal',
    online_at: '2026-01-01T00:00:00Z',
    offline_at: null,
    created_at: '2026-01-01T00:00:00Z',
    longitude: null,
    latitude: null,
    gateway_id: null,
    sub_device_count: 0,
    station_id: null,
    firmware_version: '',
    hardware_version: '',
    serial_number: '',
    ems_type: '',
    signal_strength: null,
    sim_data_used: null,
    sd_status: null,
    control_mode: 'cloud',
    tz_offset_minutes: 480,
    ...overrides,
  };
}

export function aTypeSummary(overrides: Partial<DeviceTypeSummary> = {}): DeviceTypeSummary {
  return {
    id: PCS_TYPE_ID,
    kind: 'standard',
    name: 'ES_PCS',
    nickname: 'PCS',
    remark: '',
    template_type: 'direct',
    timeout_seconds: 10,
    point_count: 5,
    operation_count: 2,
    device_count: 1,
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export const paged = <T>(list: T[], page = 1, size = 20, total = list.length) => ({
  list,
  pagination: { total_size: total, current_page: page, page_size: size },
});

export function signInAsMerchant() {
  signIn({ id: 'u1', tenant_id: 't1', name: 'acme', isManager: true }, 'merchant-token');
}
