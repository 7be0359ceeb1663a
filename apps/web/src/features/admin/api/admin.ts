import type {
  AdminBrand,
  AdminTenant,
  AdminUser,
  BrandInput,
  outboxMessageSchema,
  Pagination,
  TenantStatusValue,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export type OutboxMessage = ReturnType<typeof outboxMessageSchema.parse>;
export type TenantAction = 'approve' | 'reject' | 'disable' | 'enable';

export interface Paged<T> {
  list: T[];
  pagination: Pagination;
}

export interface PageRequest {
  current_page: number;
  page_size: number;
}

export function fetchAdminTenants(
  query: PageRequest & { status?: TenantStatusValue },
): Promise<Paged<AdminTenant>> {
  return apiClient.get<Paged<AdminTenant>>('/api/admin/tenants', { query: { ...query } });
}

/** Approve, reject, disable or enable a merchant; the merchant is told by e-mail or SMS. */
export function applyTenantAction(id: string, action: TenantAction, reason?: string): Promise<void> {
  return apiClient.post<void>(
    `/api/admin/tenants/${encodeURIComponent(id)}/${action}`,
    reason ? { reason } : {},
  );
}

export function fetchOutbox(query: PageRequest): Promise<Paged<OutboxMessage>> {
  return apiClient.get<Paged<OutboxMessage>>('/api/admin/outbox', { query: { ...query } });
}

export type UserAction = 'disable' | 'enable';

/** The users of one tenant (platform administrator). */
export function fetchTenantUsers(tenantId: string, query: PageRequest): Promise<Paged<AdminUser>> {
  return apiClient.get<Paged<AdminUser>>(`/api/admin/tenants/${encodeURIComponent(tenantId)}/users`, {
    query: { ...query },
  });
}

/** Disabling ends every session of the account at once. */
export function applyUserAction(id: string, action: UserAction): Promise<void> {
  return apiClient.post<void>(`/api/admin/users/${encodeURIComponent(id)}/${action}`, {});
}

export function fetchAdminBrands(): Promise<{ list: AdminBrand[] }> {
  return apiClient.get<{ list: AdminBrand[] }>('/api/admin/brands');
}

export function createBrand(input: BrandInput): Promise<AdminBrand> {
  return apiClient.post<AdminBrand>('/api/admin/brands', input);
}

export function updateBrand(id: string, input: BrandInput): Promise<AdminBrand> {
  return apiClient.put<AdminBrand>(`/api/admin/brands/${encodeURIComponent(id)}`, input);
}

export function deleteBrand(id: string): Promise<void> {
  return apiClient.delete<void>(`/api/admin/brands/${encodeURIComponent(id)}`);
}
