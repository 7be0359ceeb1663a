import type { CustomizationList, CustomizationUpdate, UploadPurpose, UploadResult } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

const tenantPath = (tenantId: string) => `/api/tenant/tenants/${encodeURIComponent(tenantId)}/customization`;

export function fetchTenantCustomisation(tenantId: string): Promise<CustomizationList> {
  return apiClient.get<CustomizationList>(tenantPath(tenantId));
}

export function updateTenantCustomisation(
  tenantId: string,
  update: CustomizationUpdate,
): Promise<CustomizationList> {
  return apiClient.put<CustomizationList>(tenantPath(tenantId), update);
}

/** Multipart upload through the API client; failures carry the API envelope. */
export function uploadImage(file: File, purpose: UploadPurpose): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.send<UploadResult>('POST', '/api/uploads', { body: form }, { query: { purpose } });
}
