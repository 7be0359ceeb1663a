import { storageCapacityOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export const fetchStorageCapacity = () => apiClient.call(storageCapacityOperations.ofCaller, {});
