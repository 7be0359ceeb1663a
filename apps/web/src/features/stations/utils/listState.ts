import { USER_MEMORY_PREFIX } from '../../../ui/storage';
/** The station list's filters, sort and page: kept in the URL and remembered for the session. */
export interface StationListState {
  name: string;
  type: string;
  runningState: string;
  sortKey: string;
  sortOrder: 'ascend' | 'descend' | '';
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

/**
 * sessionStorage key of the last list URL search, so the list comes back as it was from any link.
 * Under USER_MEMORY_PREFIX: signing out forgets it, so the next user starts with a clean list.
 */
export const LIST_MEMORY_KEY = `${USER_MEMORY_PREFIX}stationList.search`;

export function readListState(params: URLSearchParams): StationListState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const order = params.get(KEYS.sortOrder);
  return {
    name: params.get(KEYS.name) ?? '',
    type: params.get(KEYS.type) ?? '',
    runningState: params.get(KEYS.runningState) ?? '',
    sortKey: params.get(KEYS.sortKey) ?? '',
    sortOrder: order === 'ascend' || order === 'descend' ? order : '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function writeListState(state: StationListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][]) {
    const value = state[field];
    if (value) params.set(key, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function rememberListSearch(search: string): void {
  try {
    window.sessionStorage.setItem(LIST_MEMORY_KEY, search);
  } catch {
    // Storage may be off (private mode); the URL still holds the state.
  }
}

export function recallListSearch(): string {
  try {
    return window.sessionStorage.getItem(LIST_MEMORY_KEY) ?? '';
  } catch {
    return '';
  }
}
