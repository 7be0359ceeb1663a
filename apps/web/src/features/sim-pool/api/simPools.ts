import { type SimPoolInput, type SimPoolUpdate, simPoolOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

const byId = (id: string) => ({ params: { id } });

export const simPoolKeys = {
  all: ['sim-pools'] as const,
  cards: (id: string) => ['sim-pools', 'cards', id] as const,
};

export const fetchSimPools = () => apiClient.call(simPoolOperations.list, {});
export const createSimPool = (body: SimPoolInput) => apiClient.call(simPoolOperations.create, { body });
export const updateSimPool = (id: string, body: SimPoolUpdate) =>
  apiClient.call(simPoolOperations.update, { ...byId(id), body });
export const deleteSimPool = (id: string) => apiClient.call(simPoolOperations.remove, byId(id));
export const syncSimPool = (id: string) => apiClient.call(simPoolOperations.sync, byId(id));
export const fetchSimCards = (id: string) => apiClient.call(simPoolOperations.cards, byId(id));
