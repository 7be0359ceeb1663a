import {
  type CustomizationUpdate,
  customisationOperations,
  type UploadPurpose,
  type UploadResult,
  uploadsOperations,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

const ofTenant = (tenantId: string) => ({ params: { tenant_id: tenantId } });

export const fetchTenantCustomisation = (tenantId: string) =>
  apiClient.call(customisationOperations.tenantEntries, ofTenant(tenantId));

export const updateTenantCustomisation = (tenantId: string, body: CustomizationUpdate) =>
  apiClient.call(customisationOperations.updateTenant, { ...ofTenant(tenantId), body });

/** Multipart upload through the API client; failures carry the API envelope. */
export function uploadImage(file: File, purpose: UploadPurpose): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.callRaw(uploadsOperations.upload, { body: form }, { query: { purpose } });
}
