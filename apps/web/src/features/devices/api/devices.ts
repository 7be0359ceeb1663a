import {
  type Device,
  type DeviceCreateInput,
  type DeviceImportResult,
  type DeviceList,
  type DeviceLogs,
  type DeviceListQuery,
  type DeviceType,
  type DeviceTypeExport,
  type DeviceTypeInput,
  type DeviceTypeList,
  type DeviceTypeListQuery,
  type DeviceUpdateInput,
  XLSX_MIME_TYPE,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

// Device and device-type calls (docs/api/devices.md).

const devicePath = (id: string) => `/api/devices/${encodeURIComponent(id)}`;
const typePath = (id: string) => `/api/device-types/${encodeURIComponent(id)}`;

export type DeviceListFilters = Partial<Omit<DeviceListQuery, 'current_page' | 'page_size'>>;

export function fetchDevices(query: Partial<DeviceListQuery>): Promise<DeviceList> {
  return apiClient.get<DeviceList>('/api/devices', { query });
}

export function fetchDevice(id: string): Promise<Device> {
  return apiClient.get<Device>(devicePath(id));
}

export function pushDeviceConfig(
  id: string,
  config: Record<string, unknown>,
): Promise<{ request_id: string }> {
  return apiClient.post<{ request_id: string }>(`${devicePath(id)}/config`, { config });
}

export function fetchDeviceLogs(id: string): Promise<DeviceLogs> {
  return apiClient.get<DeviceLogs>(`${devicePath(id)}/logs`);
}

export function createDevice(input: DeviceCreateInput): Promise<Device & { key: string }> {
  return apiClient.post<Device & { key: string }>('/api/devices', input);
}

export function updateDevice(id: string, input: DeviceUpdateInput): Promise<Device> {
  return apiClient.patch<Device>(devicePath(id), input);
}

/** A new key (generated when absent); the device is disconnected and reconnects with it. */
export function changeDeviceKey(id: string, key?: string): Promise<{ key: string }> {
  return apiClient.post<{ key: string }>(`${devicePath(id)}/key`, key ? { key } : {});
}

export function deleteDevice(id: string): Promise<void> {
  return apiClient.delete<void>(devicePath(id));
}

export function addSubDevices(gatewayId: string, deviceIds: string[]): Promise<void> {
  return apiClient.post<void>(`${devicePath(gatewayId)}/sub-devices`, { device_ids: deviceIds });
}

export function removeSubDevices(gatewayId: string, deviceIds: string[]): Promise<void> {
  return apiClient.post<void>(`${devicePath(gatewayId)}/sub-devices/remove`, { device_ids: deviceIds });
}

export function importDevicesJson(rows: unknown[]): Promise<DeviceImportResult> {
  return apiClient.post<DeviceImportResult>('/api/devices/import', { devices: rows });
}

export function importDevicesXlsx(file: Blob): Promise<DeviceImportResult> {
  return apiClient.send<DeviceImportResult>('POST', '/api/devices/import', {
    body: file,
    contentType: XLSX_MIME_TYPE,
  });
}

/** The devices the filters reach as an xlsx file. */
export function exportDevices(filters: DeviceListFilters): Promise<Blob> {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return apiClient.blob('/api/devices/export', { query });
}

// ---- device types ----

export function fetchDeviceTypes(query: Partial<DeviceTypeListQuery>): Promise<DeviceTypeList> {
  return apiClient.get<DeviceTypeList>('/api/device-types', { query });
}

export function fetchDeviceType(id: string): Promise<DeviceType> {
  return apiClient.get<DeviceType>(typePath(id));
}

export function exportDeviceType(id: string): Promise<DeviceTypeExport> {
  return apiClient.get<DeviceTypeExport>(`${typePath(id)}/export`);
}

export function createDeviceType(input: DeviceTypeInput): Promise<DeviceType> {
  return apiClient.post<DeviceType>('/api/device-types', input);
}

export function importDeviceType(definition: unknown): Promise<DeviceType> {
  return apiClient.post<DeviceType>('/api/device-types/import', definition);
}

export function updateDeviceType(id: string, input: DeviceTypeInput): Promise<DeviceType> {
  return apiClient.put<DeviceType>(typePath(id), input);
}

export function deleteDeviceType(id: string): Promise<void> {
  return apiClient.delete<void>(typePath(id));
}
