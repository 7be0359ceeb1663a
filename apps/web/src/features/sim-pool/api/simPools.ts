import { deviceOperations, type SimPoolInput, type SimPoolUpdate, simPoolOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

const byId = (id: string) => ({ params: { id } });

export const simPoolKeys = {
  all: ['sim-pools'] as const,
  cards: (id: string) => ['sim-pools', 'cards', id] as const,
  devices: (search: string) => ['sim-pools', 'devices', search] as const,
};

export const fetchSimPools = () => apiClient.call(simPoolOperations.list, {});
export const createSimPool = (body: SimPoolInput) => apiClient.call(simPoolOperations.create, { body });
export const updateSimPool = (id: string, body: SimPoolUpdate) =>
  apiClient.call(simPoolOperations.update, { ...byId(id), body });
export const deleteSimPool = (id: string) => apiClient.call(simPoolOperations.remove, byId(id));
export const syncSimPool = (id: string) => apiClient.call(simPoolOperations.sync, byId(id));
export const fetchSimCards = (id: string) => apiClient.call(simPoolOperations.cards, byId(id));
export const linkSimCard = (id: string, cardId: string, deviceId: string | null) =>
  apiClient.call(simPoolOperations.linkCard, {
    params: { id, card_id: cardId },
    body: { device_id: deviceId },
  });
/** Devices to link a card to (the first 50 matching the name typed). */
export const fetchDeviceOptions = (search: string) =>
  apiClient.call(deviceOperations.list, {
    query: { current_page: 1, page_size: 50, ...(search ? { search, search_by: 'name' as const } : {}) },
  });
