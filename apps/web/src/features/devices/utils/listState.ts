import {
  DEFAULT_PAGE_SIZE,
  oneOf,
  positiveInt,
  type SortOrder,
  searchParams,
  sortOrder,
} from '../../../ui/listState';
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
  sort?: { field: SortField; order: SortOrder };
}

export { DEFAULT_PAGE_SIZE };

export const SORT_FIELDS = ['id', 'name', 'type_name', 'status', 'online_at', 'created_at'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export function readListState(params: URLSearchParams): DeviceListState {
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: positiveInt(params.get('size'), DEFAULT_PAGE_SIZE),
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
  const direction = sortOrder(order ?? null);
  return known && direction ? { field: known, order: direction } : undefined;
}

export function writeListState(state: DeviceListState): URLSearchParams {
  return searchParams(
    {
      page: state.page,
      size: state.pageSize,
      type_id: state.type_id,
      status: state.status,
      gateway_id: state.gateway_id,
      control_mode: state.control_mode,
      search: state.search,
      search_by: state.search_by,
      sort: state.sort && `${state.sort.field}.${state.sort.order}`,
    },
    { page: 1, size: DEFAULT_PAGE_SIZE, search_by: 'id' },
  );
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
