import type {
  CommandList,
  CommandTask,
  CommandTaskCreateInput,
  Device,
  DeviceType,
  HistoryDeleteResult,
  HistoryDownload,
  HistoryDownloadCreateInput,
  HistoryResult,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';
import { downloadFile } from '../../../ui/download';
import { readStorage, STORAGE_KEYS } from '../../../ui/storage';

const devicePath = (id: string) => `/api/devices/${encodeURIComponent(id)}`;

export function fetchDevice(id: string): Promise<Device> {
  return apiClient.get<Device>(devicePath(id));
}

export function fetchDeviceType(id: string): Promise<DeviceType> {
  return apiClient.get<DeviceType>(`/api/device-types/${encodeURIComponent(id)}`);
}

export function sendCommands(deviceId: string, task: CommandTaskCreateInput): Promise<CommandTask> {
  return apiClient.post<CommandTask>(`${devicePath(deviceId)}/commands`, task);
}

export function fetchCommands(deviceId: string, page = 1, pageSize = 20): Promise<CommandList> {
  return apiClient.get<CommandList>(`${devicePath(deviceId)}/commands`, {
    query: { current_page: page, page_size: pageSize },
  });
}

export function fetchHistory(
  deviceId: string,
  query: { points: string[]; from?: number; to?: number; recent?: number },
): Promise<HistoryResult> {
  return apiClient.get<HistoryResult>(`${devicePath(deviceId)}/history`, {
    query: { points: query.points.join(','), from: query.from, to: query.to, recent: query.recent },
  });
}

export function deleteHistory(deviceId: string, from: number, to: number): Promise<HistoryDeleteResult> {
  return apiClient.post<HistoryDeleteResult>(`${devicePath(deviceId)}/history/delete`, { from, to });
}

export function createDownload(
  deviceId: string,
  input: HistoryDownloadCreateInput,
): Promise<HistoryDownload> {
  return apiClient.post<HistoryDownload>(`${devicePath(deviceId)}/history/downloads`, input);
}

export function fetchDownload(deviceId: string, id: string): Promise<HistoryDownload> {
  return apiClient.get<HistoryDownload>(
    `${devicePath(deviceId)}/history/downloads/${encodeURIComponent(id)}`,
  );
}

export function cancelDownload(deviceId: string, id: string): Promise<HistoryDownload> {
  return apiClient.post<HistoryDownload>(
    `${devicePath(deviceId)}/history/downloads/${encodeURIComponent(id)}/cancel`,
  );
}

/** Fetches the finished file through the API client and hands it to the browser as a download. */
export function saveDownloadFile(deviceId: string, task: HistoryDownload): Promise<void> {
  return downloadFile(
    `${devicePath(deviceId)}/history/downloads/${encodeURIComponent(task.id)}/file`,
    task.file_name ?? 'history.xlsx',
  );
}

/** The live-data WebSocket of the current origin; the token goes in the first message, not the URL. */
export function liveSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/live`;
}

export function sessionToken(): string | null {
  return readStorage(STORAGE_KEYS.token);
}
