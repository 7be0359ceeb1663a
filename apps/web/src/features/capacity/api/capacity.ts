import {
  type PageQuery,
  type StoragePolicy,
  type StorageSettingsUpdate,
  storageCapacityOperations,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export const fetchStorageCapacity = () => apiClient.call(storageCapacityOperations.ofCaller, {});
export const fetchStorageSettings = () => apiClient.call(storageCapacityOperations.settings, {});
export const updateStorageSettings = (body: StorageSettingsUpdate) =>
  apiClient.call(storageCapacityOperations.updateSettings, { body });
export const fetchTenantStorage = (query: PageQuery) =>
  apiClient.call(storageCapacityOperations.tenantList, { query });
export const setStoragePolicy = (id: string, body: StoragePolicy) =>
  apiClient.call(storageCapacityOperations.setPolicy, { params: { id }, body });
