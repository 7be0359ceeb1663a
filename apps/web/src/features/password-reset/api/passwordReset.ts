import type { PasswordResetInput } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

/** Forgotten password: every session of the user ends on success (204). */
export function resetPassword(request: PasswordResetInput): Promise<void> {
  return apiClient.post<void>('/api/control/password-reset', request);
}
