import type {
  RegistrationRequest,
  RegistrationResponse,
  UniquenessCheckQuery,
  UniquenessCheckResponse,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

/**
 * checkUserTenantValidate: true when the value passes (e-mail, mobile, username free; business
 * id names an active merchant; code right). For `mobile` true means NOT registered.
 */
export async function checkUserTenantValidate(query: UniquenessCheckQuery): Promise<boolean> {
  const { result } = await apiClient.get<UniquenessCheckResponse>('/api/tenant/user-tenant-validate', {
    query: { ...query },
  });
  return result;
}

export function register(request: RegistrationRequest): Promise<RegistrationResponse> {
  return apiClient.post<RegistrationResponse>('/api/tenant/registrations', request);
}
