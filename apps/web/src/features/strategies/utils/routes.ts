import { CONTAINER_PREFIX } from '@ies/contracts';

export const STRATEGY_LIST_ROUTE = 'StationManagement/StationBatchStrategyList';
const batch = `${CONTAINER_PREFIX}/${STRATEGY_LIST_ROUTE}`;
const stationDetail = `${CONTAINER_PREFIX}/StationManagement/StationList/StationDetail`;
const q = encodeURIComponent;

/** Where the strategy screens live; ids travel in the query, as the spec's routes carry none. */
export const strategyRoutes = {
  list: batch,
  detail: (id: string) => `${batch}/StationStrategyDetail?id=${q(id)}`,
  /** AddStrategy, also the edit form (`id`) and the copy form (`copy`); `station` when opened from a station. */
  form: (options: { id?: string; copy?: string; station?: string } = {}) => {
    const search = new URLSearchParams();
    if (options.id) search.set('id', options.id);
    if (options.copy) search.set('copy', options.copy);
    if (options.station) search.set('station', options.station);
    const text = search.toString();
    return `${stationDetail}/AddStrategy${text ? `?${text}` : ''}`;
  },
  station: (stationId: string) => `${stationDetail}?id=${q(stationId)}&tab=strategy`,
};
