import type { AppDownload } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

/** The configured download addresses of the phone apps. */
export function fetchAppDownload(): Promise<AppDownload> {
  return apiClient.get<AppDownload>('/api/control/app-download');
}
