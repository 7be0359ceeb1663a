import { CONTROL_MODES, DEVICE_SEARCH_FIELDS, DEVICE_STATUSES, type DeviceListQuery } from '@ies/contracts';

/** What the device list shows: kept in the URL so the list comes back as it was (kept alive). */
export interface DeviceListState {
  page: number;
  pageSize: number;
  type_id?: string;
  status?: DeviceListQuery['status'];
  gateway_id?: string;
  control_mode?: DeviceListQuery['control_mode'];
  search?: string;
  search_by: DeviceListQuery['search_by'];
  /** Column the whole list is sorted by (server side; default newest first). */
  sort?: { field: SortField; order: 'ascend' | 'descend' };
}

export const SORT_FIELDS = ['id', 'name', 'type_name', 'status', 'online_at', 'created_at'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const DEFAULT_PAGE_SIZE = 20;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

export function readListState(params: URLSearchParams): DeviceListState {
  return {
    page: positive(params.get('page'), 1),
    pageSize: positive(params.get('size'), DEFAULT_PAGE_SIZE),
    type_id: params.get('type_id') || undefined,
    status: oneOf(DEVICE_STATUSES, params.get('status')),
    gateway_id: params.get('gateway_id') || undefined,
    control_mode: oneOf(CONTROL_MODES, params.get('control_mode')),
    search: params.get('search') || undefined,
    search_by: oneOf(DEVICE_SEARCH_FIELDS, params.get('search_by')) ?? 'id',
    sort: readSort(params.get('sort')),
  };
}

function readSort(value: string | null): DeviceListState['sort'] {
  const [field, order] = (value ?? '').split('.');
  const known = oneOf(SORT_FIELDS, field ?? null);
  return known && (order === 'ascend' || order === 'descend') ? { field: known, order } : undefined;
}

export function writeListState(state: DeviceListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  for (const key of ['type_id', 'status', 'gateway_id', 'control_mode', 'search'] as const) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  if (state.search_by !== 'id') params.set('search_by', state.search_by);
  if (state.sort) params.set('sort', `${state.sort.field}.${state.sort.order}`);
  return params;
}

/** The filters of the list and export calls. */
export function listFilters(state: DeviceListState) {
  return {
    type_id: state.type_id,
    status: state.status,
    gateway_id: state.gateway_id,
    control_mode: state.control_mode,
    search: state.search,
    search_by: state.search ? state.search_by : undefined,
  };
}
