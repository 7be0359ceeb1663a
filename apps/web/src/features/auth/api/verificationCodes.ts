import type { CodePurpose, CodeSentResponse } from '@ies/contracts';
import { VERIFICATION_CODE_TYPE } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export type CodeChannel = 'sms' | 'email';

/** getVerificationCodes: an SMS (type 1) or e-mail (type 2) code for one purpose. */
export function requestVerificationCode(
  channel: CodeChannel,
  destination: string,
  purpose: CodePurpose,
): Promise<CodeSentResponse> {
  return apiClient.post<CodeSentResponse>('/api/control/verification-codes', {
    type: VERIFICATION_CODE_TYPE[channel],
    destination,
    purpose,
  });
}
