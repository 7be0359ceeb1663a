import { accountsOperations, type RegistrationRequest, type UniquenessCheckQuery } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

/**
 * checkUserTenantValidate: true when the value passes (e-mail, mobile, username free; business
 * id names an active merchant; code right). For `mobile` true means NOT registered.
 */
export async function checkUserTenantValidate(query: UniquenessCheckQuery): Promise<boolean> {
  const { result } = await apiClient.call(accountsOperations.checkUnique, { query });
  return result;
}

export const register = (body: RegistrationRequest) => apiClient.call(accountsOperations.register, { body });
