import type { CaptchaResponse } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

/** A new graphic code: `{ uuid, svgCode }`, single use. */
export function fetchCaptcha(): Promise<CaptchaResponse> {
  return apiClient.get<CaptchaResponse>('/api/control/captcha');
}
