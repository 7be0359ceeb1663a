import type { CustomizationList, CustomizationUpdate, UploadPurpose, UploadResult } from '@ies/contracts';
import { currentLocale } from '../../../i18n';
import { apiClient } from '../../../ui/apiClient';
import { ApiError } from '../../../ui/apiError';
import { readSessionToken } from '../../auth/utils/session';

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

/** Multipart upload; fetch directly since the API client speaks JSON. Failures carry the API envelope. */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  const token = readSessionToken();
  const response = await fetch(`/api/uploads?purpose=${purpose}`, {
    method: 'POST',
    body: form,
    // The refusal text comes back in the user's language, like every other call.
    headers: { 'Accept-Language': currentLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new ApiError(
      body?.code ?? 'network',
      body?.message ?? response.statusText,
      response.status,
      body?.data,
    );
  }
  return body as UploadResult;
}
