import { listMemory, type SortOrder } from '../../../ui/listState';
import { readUrlTable, type UrlTableSpec, writeUrlTable } from '../../../ui/urlTable';

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

/** The list state in one flat record (as the memory and its tests see it). */
export interface StationListState extends StationFilters {
  sortKey: string;
  sortOrder: SortOrder | '';
  page: number;
}

export const EMPTY_LIST_STATE: StationListState = {
  name: '',
  type: '',
  runningState: '',
  sortKey: '',
  sortOrder: '',
  page: 1,
};

const memory = listMemory('stationList');

/** sessionStorage key of the last list URL search (see ui/listState listMemory). */
export const LIST_MEMORY_KEY = memory.key;

export function readListState(params: URLSearchParams): StationListState {
  const { filters, sort, page } = readUrlTable(STATION_LIST, params);
  return { ...filters, sortKey: sort?.key ?? '', sortOrder: sort?.order ?? '', page };
}

export function writeListState({ sortKey, sortOrder, page, ...filters }: StationListState): URLSearchParams {
  const sort = sortKey && sortOrder ? { key: sortKey, order: sortOrder } : undefined;
  return writeUrlTable(STATION_LIST, { filters, sort, page, pageSize: STATION_PAGE_SIZE });
}

export const rememberListSearch = memory.remember;
export const recallListSearch = memory.recall;
