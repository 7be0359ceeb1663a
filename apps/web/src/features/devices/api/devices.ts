import {
  type DeviceCreateInput,
  type DeviceImportResult,
  type DeviceListQuery,
  type DeviceType,
  type DeviceTypeInput,
  type DeviceTypeListQuery,
  type DeviceUpdateInput,
  deviceOperations,
  deviceTypeOperations,
  XLSX_MIME_TYPE,
  deviceTransferOperations,
  deviceTypeCreateOperations,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

// Device and device-type calls (docs/api/devices.md); type create/import and device import/export
// are added by path on the server, outside the operations.

const byId = (id: string) => ({ params: { id } });

export type DeviceListFilters = Partial<Omit<DeviceListQuery, 'current_page' | 'page_size'>>;

export const fetchDevices = (query: Partial<DeviceListQuery>) =>
  apiClient.call(deviceOperations.list, { query });

export const fetchDevice = (id: string) => apiClient.call(deviceOperations.get, byId(id));

export const pushDeviceConfig = (id: string, config: Record<string, unknown>) =>
  apiClient.call(deviceOperations.pushConfig, { ...byId(id), body: { config } });

export const fetchDeviceLogs = (id: string) => apiClient.call(deviceOperations.logs, byId(id));

export const createDevice = (body: DeviceCreateInput) => apiClient.call(deviceOperations.create, { body });

export const updateDevice = (id: string, body: DeviceUpdateInput) =>
  apiClient.call(deviceOperations.update, { ...byId(id), body });

/** A new key (generated when absent); the device is disconnected and reconnects with it. */
export const changeDeviceKey = (id: string, key?: string) =>
  apiClient.call(deviceOperations.changeKey, { ...byId(id), body: key ? { key } : {} });

export const deleteDevice = (id: string) => apiClient.call(deviceOperations.delete, byId(id));

export const addSubDevices = (gatewayId: string, deviceIds: string[]) =>
  apiClient.call(deviceOperations.addSubDevices, { ...byId(gatewayId), body: { device_ids: deviceIds } });

export const removeSubDevices = (gatewayId: string, deviceIds: string[]) =>
  apiClient.call(deviceOperations.removeSubDevices, { ...byId(gatewayId), body: { device_ids: deviceIds } });

export const importDevicesJson = (rows: unknown[]): Promise<DeviceImportResult> =>
  apiClient.callRaw(deviceTransferOperations.import, {
    body: JSON.stringify({ devices: rows }),
    contentType: 'application/json',
  });

export const importDevicesXlsx = (file: Blob): Promise<DeviceImportResult> =>
  apiClient.callRaw(deviceTransferOperations.import, { body: file, contentType: XLSX_MIME_TYPE });

/** The devices the filters reach as an xlsx file. */
export function exportDevices(filters: DeviceListFilters): Promise<Blob> {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return apiClient.callBlob(deviceTransferOperations.export, { query });
}

// ---- device types ----

export const fetchDeviceTypes = (query: Partial<DeviceTypeListQuery>) =>
  apiClient.call(deviceTypeOperations.list, { query });

export const fetchDeviceType = (id: string) => apiClient.call(deviceTypeOperations.get, byId(id));

export const exportDeviceType = (id: string) => apiClient.call(deviceTypeOperations.export, byId(id));

export const createDeviceType = (body: DeviceTypeInput): Promise<DeviceType> =>
  apiClient.call(deviceTypeCreateOperations.create, { body });

/** An exported type's JSON as read from its file; the server checks it like the form's input. */
export const importDeviceType = (definition: unknown): Promise<DeviceType> =>
  apiClient.call(deviceTypeCreateOperations.import, { body: definition as DeviceTypeInput });

export const updateDeviceType = (id: string, body: DeviceTypeInput) =>
  apiClient.call(deviceTypeOperations.update, { ...byId(id), body });

export const deleteDeviceType = (id: string) => apiClient.call(deviceTypeOperations.delete, byId(id));
