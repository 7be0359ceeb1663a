import {
  type BatchOperationInput,
  batchOperationsOperations,
  deviceTypeOperations,
  stationsOperations,
} from '@ies/contracts';
import { apiClient, operationUrl } from '../../../ui/apiClient';
import { downloadFile } from '../../../ui/download';

export const batchKeys = {
  all: ['batch-operations'] as const,
  list: (page: number) => ['batch-operations', 'list', page] as const,
  one: (id: string) => ['batch-operations', 'one', id] as const,
  stations: ['batch-operations', 'stations'] as const,
  types: ['batch-operations', 'types'] as const,
  type: (id: string) => ['batch-operations', 'type', id] as const,
};

export const fetchBatches = (page: number) =>
  apiClient.call(batchOperationsOperations.list, { query: { current_page: page, page_size: 10 } });
export const fetchBatch = (id: string) => apiClient.call(batchOperationsOperations.get, { params: { id } });
export const createBatch = (body: BatchOperationInput) =>
  apiClient.call(batchOperationsOperations.create, { body });
export const fetchStationOptions = () =>
  apiClient.call(stationsOperations.list, { query: { current_page: 1, page_size: 100 } });
export const fetchTypeOptions = () =>
  apiClient.call(deviceTypeOperations.list, { query: { current_page: 1, page_size: 100 } });
export const fetchType = (id: string) => apiClient.call(deviceTypeOperations.get, { params: { id } });
export const exportBatch = (id: string, format: 'csv' | 'xlsx') =>
  downloadFile(operationUrl(batchOperationsOperations.export, { id }), `batch-operation.${format}`, {
    query: { format },
  });
