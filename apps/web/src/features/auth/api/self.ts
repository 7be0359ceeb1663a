import { accountsOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export const fetchSelfUser = () => apiClient.call(accountsOperations.selfUser, {});

export const fetchSelfTenant = () => apiClient.call(accountsOperations.selfTenant, {});
