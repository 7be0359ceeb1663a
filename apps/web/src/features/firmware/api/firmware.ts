import {
  deviceOperations,
  deviceTypeOperations,
  firmwareOperations,
  type FirmwareResumeInput,
  type FirmwareTaskCreateInput,
  stationsOperations,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

const byId = (id: string) => ({ params: { id } });

export const fetchFirmware = () => apiClient.call(firmwareOperations.list, { query: {} });
export const deleteFirmware = (id: string) => apiClient.call(firmwareOperations.remove, byId(id));

/** Uploads a package: the file and its fields as one multipart form. */
export function uploadFirmware(input: { type_id: string; version: string; description: string; file: File }) {
  const form = new FormData();
  form.set('type_id', input.type_id);
  form.set('version', input.version);
  form.set('description', input.description);
  form.set('file', input.file);
  return apiClient.callRaw(firmwareOperations.upload, { body: form });
}

export const fetchTasks = () => apiClient.call(firmwareOperations.tasks, {});
export const fetchTask = (id: string) => apiClient.call(firmwareOperations.task, byId(id));
export const createTask = (body: FirmwareTaskCreateInput) =>
  apiClient.call(firmwareOperations.createTask, { body });
export const pauseTask = (id: string) => apiClient.call(firmwareOperations.pause, byId(id));
export const resumeTask = (id: string, body: FirmwareResumeInput = {}) =>
  apiClient.call(firmwareOperations.resume, { ...byId(id), body });
export const approveTask = (id: string) => apiClient.call(firmwareOperations.approve, byId(id));
export const cancelTask = (id: string) => apiClient.call(firmwareOperations.cancel, byId(id));

export const fetchDeviceTypes = () =>
  apiClient.call(deviceTypeOperations.list, { query: { current_page: 1, page_size: 200 } });
export const fetchTypeDevices = (typeId: string) =>
  apiClient.call(deviceOperations.list, { query: { current_page: 1, page_size: 500, type_id: typeId } });
export const fetchStations = () =>
  apiClient.call(stationsOperations.list, { query: { current_page: 1, page_size: 500 } });

export const firmwareKeys = {
  all: ['firmware'] as const,
  list: ['firmware', 'list'] as const,
  tasks: ['firmware', 'tasks'] as const,
  task: (id: string) => ['firmware', 'task', id] as const,
  types: ['firmware', 'types'] as const,
  devices: (typeId: string) => ['firmware', 'devices', typeId] as const,
  stations: ['firmware', 'stations'] as const,
};
