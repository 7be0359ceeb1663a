import type { SelfTenant, SelfUser } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export function fetchSelfUser(): Promise<SelfUser> {
  return apiClient.get<SelfUser>('/api/tenant/users/self');
}

export function fetchSelfTenant(): Promise<SelfTenant> {
  return apiClient.get<SelfTenant>('/api/tenant/tenants/self');
}
