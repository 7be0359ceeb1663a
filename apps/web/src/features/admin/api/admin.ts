import {
  adminOperations,
  type BrandInput,
  brandsOperations,
  jobsOperations,
  type outboxMessageSchema,
  type Pagination,
  type TenantStatusValue,
  tenantActionOperations,
  type UserAccountAction,
  userAccountActionOperations,
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

export const fetchAdminTenants = (query: PageRequest & { status?: TenantStatusValue }) =>
  apiClient.call(adminOperations.listTenants, { query });

/** Approve, reject, disable or enable a merchant; the merchant is told by e-mail or SMS. */
export const applyTenantAction = (id: string, action: TenantAction, reason?: string) =>
  apiClient.call(tenantActionOperations[action], { params: { id }, body: reason ? { reason } : {} });

export const fetchOutbox = (query: PageRequest & { destination?: string }) =>
  apiClient.call(adminOperations.listOutbox, { query });

export type UserAction = UserAccountAction;

/** The users of one tenant (platform administrator). */
export const fetchTenantUsers = (tenantId: string, query: PageRequest) =>
  apiClient.call(adminOperations.listTenantUsers, { params: { id: tenantId }, query });

/** Disabling ends every session of the account at once. */
export const applyUserAction = (id: string, action: UserAction) =>
  apiClient.call(userAccountActionOperations[action], { params: { id } });

export const fetchAdminBrands = () => apiClient.call(brandsOperations.list, {});

export const createBrand = (body: BrandInput) => apiClient.call(brandsOperations.create, { body });

export const updateBrand = (id: string, body: BrandInput) =>
  apiClient.call(brandsOperations.update, { params: { id }, body });

export const deleteBrand = (id: string) => apiClient.call(brandsOperations.remove, { params: { id } });

/** The platform's recurring background jobs with their last run (platform administrator). */
export const fetchJobs = () => apiClient.call(jobsOperations.list, {});
