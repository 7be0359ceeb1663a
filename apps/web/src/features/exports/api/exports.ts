import {
  customReportsOperations,
  type DeliveryInputValues,
  type ExportFormat,
  type ExportRequestInput,
  type ExportTask,
  exportOperations,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';
import { saveBlob } from '../../../ui/download';

export const exportKeys = {
  all: ['exports'] as const,
  tasks: ['exports', 'tasks'] as const,
  deliveries: ['exports', 'deliveries'] as const,
  stations: ['exports', 'stations'] as const,
};

/** A file made at once and saved by the browser. */
export async function exportFile(request: ExportRequestInput, fileName: string): Promise<void> {
  saveBlob(await apiClient.callBlob(exportOperations.exportFile, { body: request }), fileName);
}

export const createExportTask = (body: ExportRequestInput) =>
  apiClient.call(exportOperations.createTask, { body });
export const fetchExportTasks = () => apiClient.call(exportOperations.listTasks, {});
export const cancelExportTask = (id: string) =>
  apiClient.call(exportOperations.cancelTask, { params: { id } });

export async function downloadTaskFile(task: ExportTask): Promise<void> {
  const blob = await apiClient.callBlob(exportOperations.taskFile, { params: { id: task.id } });
  saveBlob(blob, task.file_name ?? `report.${task.format satisfies ExportFormat}`);
}

export const fetchDeliveries = () => apiClient.call(exportOperations.listDeliveries, {});
export const createDelivery = (body: DeliveryInputValues) =>
  apiClient.call(exportOperations.createDelivery, { body });
export const updateDelivery = (id: string, body: DeliveryInputValues) =>
  apiClient.call(exportOperations.updateDelivery, { params: { id }, body });
export const removeDelivery = (id: string) =>
  apiClient.call(exportOperations.removeDelivery, { params: { id } });

/** The stations the caller sees (a delivery's time-zone station). */
export const fetchZoneStations = async () =>
  (await apiClient.call(customReportsOperations.options, {})).stations;
