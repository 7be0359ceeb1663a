import type { StorageCapacity } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export function fetchStorageCapacity(): Promise<StorageCapacity> {
  return apiClient.get<StorageCapacity>('/api/tenant/storage-capacity');
}
