import { type PasswordResetInput, passwordResetOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

/** Forgotten password: every session of the user ends on success (204). */
export const resetPassword = (body: PasswordResetInput) =>
  apiClient.call(passwordResetOperations.reset, { body });
