import { type OrganisationCreate, type OrganisationUpdate, organisationsOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

const byId = (id: string) => ({ params: { id } });

export const fetchOrganisationTree = () => apiClient.call(organisationsOperations.tree, {});

export const createOrganisation = (body: OrganisationCreate) =>
  apiClient.call(organisationsOperations.create, { body });

/** Rename (name) and/or move (parent_id; null: to the top level). */
export const updateOrganisation = (id: string, body: OrganisationUpdate) =>
  apiClient.call(organisationsOperations.update, { ...byId(id), body });

export const deleteOrganisation = (id: string) => apiClient.call(organisationsOperations.remove, byId(id));

export const fetchOrganisationMembers = (id: string) =>
  apiClient.call(organisationsOperations.members, byId(id));

export const addOrganisationMembers = (id: string, userIds: string[]) =>
  apiClient.call(organisationsOperations.addMembers, { ...byId(id), body: { user_ids: userIds } });

export const removeOrganisationMember = (id: string, userId: string) =>
  apiClient.call(organisationsOperations.removeMember, { params: { id, user_id: userId } });
