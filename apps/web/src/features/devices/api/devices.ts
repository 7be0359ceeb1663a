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
import { currentLocale } from '../../../i18n';
import { apiClient } from '../../../ui/apiClient';
import { ApiError } from '../../../ui/apiError';
import { readStorage, STORAGE_KEYS } from '../../../ui/storage';

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

// The xlsx calls carry binary bodies, which the JSON client does not; same headers and envelope.
async function binaryRequest(method: string, url: string, body?: Blob): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body) headers['Content-Type'] = XLSX_MIME_TYPE;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body });
  } catch {
    throw new ApiError('network', 'network', 0);
  }
  if (response.ok) return response;
  const text = await response.text();
  try {
    const envelope = JSON.parse(text) as { code: string; message: string; data?: unknown };
    throw new ApiError(envelope.code, envelope.message, response.status, envelope.data);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(`iot-http.${response.status}`, text || String(response.status), response.status);
  }
}

export async function importDevicesXlsx(file: Blob): Promise<DeviceImportResult> {
  const response = await binaryRequest('POST', '/api/devices/import', file);
  return (await response.json()) as DeviceImportResult;
}

function queryString(filters: DeviceListFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The devices the filters reach as an xlsx file. */
export async function exportDevices(filters: DeviceListFilters): Promise<Blob> {
  const response = await binaryRequest('GET', `/api/devices/export${queryString(filters)}`);
  return response.blob();
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
