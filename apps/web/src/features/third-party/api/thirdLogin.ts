import type { ThirdLoginBindInput } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export function bindThirdLogin(input: ThirdLoginBindInput): Promise<{ token: string }> {
  return apiClient.post<{ token: string }>('/api/control/third-login/session/bind', input);
}
