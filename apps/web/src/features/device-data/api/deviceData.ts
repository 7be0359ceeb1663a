import {
  type CommandTaskCreateInput,
  commandsOperations,
  deviceOperations,
  deviceTypeOperations,
  type HistoryDownload,
  type HistoryDownloadCreateInput,
  historyOperations,
} from '@ies/contracts';
import { apiClient, operationUrl } from '../../../ui/apiClient';
import { downloadFile } from '../../../ui/download';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';

const byId = (id: string) => ({ params: { id } });
const download = (deviceId: string, id: string) => ({ params: { id: deviceId, downloadId: id } });

export const fetchDevice = (id: string) => apiClient.call(deviceOperations.get, byId(id));

export const fetchDeviceType = (id: string) => apiClient.call(deviceTypeOperations.get, byId(id));

export const sendCommands = (deviceId: string, body: CommandTaskCreateInput) =>
  apiClient.call(commandsOperations.create, { ...byId(deviceId), body });

export const fetchCommands = (deviceId: string, page = 1, pageSize = 20) =>
  apiClient.call(commandsOperations.list, {
    ...byId(deviceId),
    query: { current_page: page, page_size: pageSize },
  });

export const fetchHistory = (
  deviceId: string,
  query: { points: string[]; from?: number; to?: number; recent?: number },
) =>
  apiClient.call(historyOperations.query, {
    ...byId(deviceId),
    query: { points: query.points.join(','), from: query.from, to: query.to, recent: query.recent },
  });

export const deleteHistory = (deviceId: string, from: number, to: number) =>
  apiClient.call(historyOperations.deleteRange, { ...byId(deviceId), body: { from, to } });

export const createDownload = (deviceId: string, body: HistoryDownloadCreateInput) =>
  apiClient.call(historyOperations.createDownload, { ...byId(deviceId), body });

export const fetchDownload = (deviceId: string, id: string) =>
  apiClient.call(historyOperations.getDownload, download(deviceId, id));

export const cancelDownload = (deviceId: string, id: string) =>
  apiClient.call(historyOperations.cancelDownload, download(deviceId, id));

/** Fetches the finished file through the API client and hands it to the browser as a download. */
export function saveDownloadFile(deviceId: string, task: HistoryDownload): Promise<void> {
  const url = operationUrl(historyOperations.downloadFile, download(deviceId, task.id).params);
  return downloadFile(url, task.file_name ?? 'history.xlsx');
}

/** The live-data WebSocket of the current origin; the token goes in the first message, not the URL. */
export function liveSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/live`;
}

export function sessionToken(): string | null {
  return readStorage(STORAGE_KEYS.token);
}
