import { type CodePurpose, VERIFICATION_CODE_TYPE, verificationOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export type CodeChannel = 'sms' | 'email';

/** getVerificationCodes: an SMS (type 1) or e-mail (type 2) code for one purpose. */
export const requestVerificationCode = (channel: CodeChannel, destination: string, purpose: CodePurpose) =>
  apiClient.call(verificationOperations.request, {
    body: { type: VERIFICATION_CODE_TYPE[channel], destination, purpose },
  });
