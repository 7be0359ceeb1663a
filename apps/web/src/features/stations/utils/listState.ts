import { listMemory, positiveInt, type SortOrder, searchParams, sortOrder } from '../../../ui/listState';

/** The station list's filters, sort and page: kept in the URL and remembered for the session. */
export interface StationListState {
  name: string;
  type: string;
  runningState: string;
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

const KEYS = {
  name: 'name',
  type: 'type',
  runningState: 'running_state',
  sortKey: 'sort_key',
  sortOrder: 'sort_order',
} as const;

const memory = listMemory('stationList');

/** sessionStorage key of the last list URL search (see ui/listState listMemory). */
export const LIST_MEMORY_KEY = memory.key;

export function readListState(params: URLSearchParams): StationListState {
  return {
    name: params.get(KEYS.name) ?? '',
    type: params.get(KEYS.type) ?? '',
    runningState: params.get(KEYS.runningState) ?? '',
    sortKey: params.get(KEYS.sortKey) ?? '',
    sortOrder: sortOrder(params.get(KEYS.sortOrder)) ?? '',
    page: positiveInt(params.get('page'), 1),
  };
}

export function writeListState(state: StationListState): URLSearchParams {
  const values: Record<string, string | number> = {};
  for (const [field, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][])
    values[key] = state[field];
  return searchParams({ ...values, page: state.page }, { page: 1 });
}

export const rememberListSearch = memory.remember;
export const recallListSearch = memory.recall;
