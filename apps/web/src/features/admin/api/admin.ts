import type { AdminTenant, outboxMessageSchema, Pagination, TenantStatusValue } from '@ies/contracts';
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
