import { brandsOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

/** Branding of the host this page was loaded from (docs/spec/A-access-and-shell.md §1). */
export const fetchHostBrand = () => apiClient.call(brandsOperations.forHost, {});
