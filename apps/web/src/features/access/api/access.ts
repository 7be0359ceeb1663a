import {
  accessOperations,
  PAGE_SIZE_MAX,
  type Pagination,
  type RoleRequest,
  type SubUserCreate,
  type SubUserUpdate,
  stationsOperations,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export interface Paged<T> {
  list: T[];
  pagination: Pagination;
}

const role = (id: string) => ({ params: { role_id: id } });
const subUser = (tenantId: string, userId: string) => ({ params: { tenant_id: tenantId, user_id: userId } });

/** getBatchRolesList: the tenant's permission groups (one page of up to 999). */
export const fetchRoles = () =>
  apiClient.call(accessOperations.listRoles, { query: { current_page: 1, page_size: 999 } });

/** The stations the caller reaches (it can only hand these on to a group; the server checks it). */
export const fetchGrantableStations = () =>
  apiClient.call(stationsOperations.list, { query: { current_page: 1, page_size: PAGE_SIZE_MAX } });

export const addRole = (body: RoleRequest) => apiClient.call(accessOperations.createRole, { body });

export const updateRole = (id: string, body: RoleRequest) =>
  apiClient.call(accessOperations.updateRole, { ...role(id), body });

export const deleteRole = (id: string) => apiClient.call(accessOperations.deleteRole, role(id));

export const fetchSubUsers = (tenantId: string, page: number, pageSize: number) =>
  apiClient.call(accessOperations.listSubUsers, {
    params: { tenant_id: tenantId },
    query: { current_page: page, page_size: pageSize },
  });

export const createSubUser = (tenantId: string, body: SubUserCreate) =>
  apiClient.call(accessOperations.createSubUser, { params: { tenant_id: tenantId }, body });

export const deleteSubUser = (tenantId: string, userId: string) =>
  apiClient.call(accessOperations.deleteSubUser, subUser(tenantId, userId));

/** Sets a new password (in the query, as the spec has it); the user's sessions end. */
export const resetSubUserPassword = (tenantId: string, userId: string, password: string) =>
  apiClient.call(accessOperations.resetPassword, { ...subUser(tenantId, userId), query: { password } });

/** Edits a sub-user's mobile, e-mail and nickname. */
export const updateSubUser = (tenantId: string, userId: string, body: SubUserUpdate) =>
  apiClient.call(accessOperations.updateSubUser, { ...subUser(tenantId, userId), body });
