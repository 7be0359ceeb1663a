import { appDownloadOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

/** The configured download addresses of the phone apps. */
export const fetchAppDownload = () => apiClient.call(appDownloadOperations.get, {});
