import {
  PAGE_SIZE_MAX,
  type Pagination,
  type Role,
  type RoleRequest,
  type SubUser,
  type SubUserCreate,
  type SubUserUpdate,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export interface Paged<T> {
  list: T[];
  pagination: Pagination;
}

/** getBatchRolesList: the tenant's permission groups (one page of up to 999). */
export function fetchRoles(): Promise<Paged<Role>> {
  return apiClient.get<Paged<Role>>('/api/tenant/roles', { query: { current_page: 1, page_size: 999 } });
}

/** The stations the caller reaches (it can only hand these on to a group; the server checks it). */
export function fetchGrantableStations(): Promise<Paged<{ id: string; name: string }>> {
  return apiClient.get<Paged<{ id: string; name: string }>>('/api/stations', {
    query: { current_page: 1, page_size: PAGE_SIZE_MAX },
  });
}

export function addRole(input: RoleRequest): Promise<Role> {
  return apiClient.post<Role>('/api/tenant/roles', input);
}

export function updateRole(id: string, input: RoleRequest): Promise<Role> {
  return apiClient.put<Role>(`/api/tenant/roles/${encodeURIComponent(id)}`, input);
}

export function deleteRole(id: string): Promise<void> {
  return apiClient.delete<void>(`/api/tenant/roles/${encodeURIComponent(id)}`);
}

const usersPath = (tenantId: string) => `/api/tenant/tenants/${encodeURIComponent(tenantId)}/users`;

export function fetchSubUsers(tenantId: string, page: number, pageSize: number): Promise<Paged<SubUser>> {
  return apiClient.get<Paged<SubUser>>(usersPath(tenantId), {
    query: { current_page: page, page_size: pageSize },
  });
}

export function createSubUser(tenantId: string, input: SubUserCreate): Promise<SubUser> {
  return apiClient.post<SubUser>(usersPath(tenantId), input);
}

export function deleteSubUser(tenantId: string, userId: string): Promise<void> {
  return apiClient.delete<void>(`${usersPath(tenantId)}/${encodeURIComponent(userId)}`);
}

/** Sets a new password (in the query, as the spec has it); the user's sessions end. */
export function resetSubUserPassword(tenantId: string, userId: string, password: string): Promise<void> {
  return apiClient.post<void>(
    `${usersPath(tenantId)}/${encodeURIComponent(userId)}/reset-password`,
    undefined,
    {
      query: { password },
    },
  );
}

/** Edits a sub-user's mobile, e-mail and nickname. */
export function updateSubUser(tenantId: string, userId: string, input: SubUserUpdate): Promise<SubUser> {
  return apiClient.put<SubUser>(`${usersPath(tenantId)}/${encodeURIComponent(userId)}`, input);
}
