import { type PlatformBindingInput, platformDockingOperations, stationsOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';
import { sessionPathIds } from '../../../ui/session';

const tenant = () => ({ tenantId: sessionPathIds().tenant_id });
const byId = (id: string) => ({ params: { ...tenant(), id } });

export const dockingKeys = {
  all: ['platform-bindings'] as const,
  deliveries: (id: string) => ['platform-bindings', 'deliveries', id] as const,
  stations: ['platform-bindings', 'stations'] as const,
};

export const fetchBindings = () => apiClient.call(platformDockingOperations.list, { params: tenant() });
export const createBinding = (body: PlatformBindingInput) =>
  apiClient.call(platformDockingOperations.create, { params: tenant(), body });
export const updateBinding = (id: string, body: PlatformBindingInput) =>
  apiClient.call(platformDockingOperations.update, { ...byId(id), body });
export const deleteBinding = (id: string) => apiClient.call(platformDockingOperations.remove, byId(id));
export const fetchDeliveries = (id: string) => apiClient.call(platformDockingOperations.deliveries, byId(id));
export const pushNow = (id: string) => apiClient.call(platformDockingOperations.push, byId(id));
/** Stations to dock (one page of 100: the picker searches no further). */
export const fetchStationOptions = () =>
  apiClient.call(stationsOperations.list, { query: { current_page: 1, page_size: 100 } });
