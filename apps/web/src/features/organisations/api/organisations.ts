import type {
  Organisation,
  OrganisationCreate,
  OrganisationMemberList,
  OrganisationTree,
  OrganisationUpdate,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

const organisationPath = (id: string) => `/api/organisations/${encodeURIComponent(id)}`;

export const fetchOrganisationTree = () => apiClient.get<OrganisationTree>('/api/organisations');

export const createOrganisation = (input: OrganisationCreate) =>
  apiClient.post<Organisation>('/api/organisations', input);

/** Rename (name) and/or move (parent_id; null: to the top level). */
export const updateOrganisation = (id: string, input: OrganisationUpdate) =>
  apiClient.put<Organisation>(organisationPath(id), input);

export const deleteOrganisation = (id: string) => apiClient.delete<void>(organisationPath(id));

export const fetchOrganisationMembers = (id: string) =>
  apiClient.get<OrganisationMemberList>(`${organisationPath(id)}/members`);

export const addOrganisationMembers = (id: string, userIds: string[]) =>
  apiClient.post<void>(`${organisationPath(id)}/members`, { user_ids: userIds });

export const removeOrganisationMember = (id: string, userId: string) =>
  apiClient.delete<void>(`${organisationPath(id)}/members/${encodeURIComponent(userId)}`);
