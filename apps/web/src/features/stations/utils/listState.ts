import { listMemory } from '../../../ui/listState';
import type { UrlTableSpec } from '../../../ui/urlTable';

export const STATION_PAGE_SIZE = 10;

export interface StationFilters {
  name: string;
  type: string;
  runningState: string;
}

/** The station list's filters, sort and page: kept in the URL and remembered for the session. */
export const STATION_LIST: UrlTableSpec<StationFilters> = {
  readFilters: (params) => ({
    name: params.get('name') ?? '',
    type: params.get('type') ?? '',
    runningState: params.get('running_state') ?? '',
  }),
  writeFilters: (filters) => ({
    name: filters.name,
    type: filters.type,
    running_state: filters.runningState,
  }),
  pageSize: STATION_PAGE_SIZE,
  sort: { keyParam: 'sort_key', orderParam: 'sort_order' },
};

const memory = listMemory('stationList');

/** sessionStorage key of the last list URL search (see ui/listState listMemory). */
export const LIST_MEMORY_KEY = memory.key;

export const rememberListSearch = memory.remember;
export const recallListSearch = memory.recall;
