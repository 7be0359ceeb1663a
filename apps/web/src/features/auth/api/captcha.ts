import { captchaOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

/** A new graphic code: `{ uuid, svgCode }`, single use. */
export const fetchCaptcha = () => apiClient.call(captchaOperations.image, {});
