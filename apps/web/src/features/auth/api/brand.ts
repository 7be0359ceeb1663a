import type { Brand } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

/** Branding of the host this page was loaded from (spec A §1). */
export function fetchHostBrand(): Promise<Brand> {
  return apiClient.get<Brand>('/api/control/brand');
}
