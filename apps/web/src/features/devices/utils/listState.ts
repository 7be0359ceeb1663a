import { CONTROL_MODES, DEVICE_SEARCH_FIELDS, DEVICE_STATUSES, type DeviceListQuery } from '@ies/contracts';
import { DEFAULT_PAGE_SIZE, oneOf } from '../../../ui/listState';
import type { UrlTableSpec } from '../../../ui/urlTable';

export interface DeviceFilters {
  type_id?: string;
  status?: DeviceListQuery['status'];
  gateway_id?: string;
  control_mode?: DeviceListQuery['control_mode'];
  search?: string;
  search_by: DeviceListQuery['search_by'];
}

export const SORT_FIELDS = ['id', 'name', 'type_name', 'status', 'online_at', 'created_at'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** What the device list shows: kept in the URL so the list comes back as it was (kept alive). */
export const DEVICE_LIST: UrlTableSpec<DeviceFilters, SortField> = {
  readFilters: (params) => ({
    type_id: params.get('type_id') || undefined,
    status: oneOf(DEVICE_STATUSES, params.get('status')),
    gateway_id: params.get('gateway_id') || undefined,
    control_mode: oneOf(CONTROL_MODES, params.get('control_mode')),
    search: params.get('search') || undefined,
    search_by: oneOf(DEVICE_SEARCH_FIELDS, params.get('search_by')) ?? 'id',
  }),
  writeFilters: (filters) => ({ ...filters }),
  filterDefaults: { search_by: 'id' },
  pageSize: DEFAULT_PAGE_SIZE,
  sizeParam: 'size',
  // The server orders the whole list (default newest first), so every page follows the chosen column.
  sort: { param: 'sort', keys: SORT_FIELDS },
};

/** The filters of the list and export calls. */
export function listFilters(filters: DeviceFilters) {
  return { ...filters, search_by: filters.search ? filters.search_by : undefined };
}
