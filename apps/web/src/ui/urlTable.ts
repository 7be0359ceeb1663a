import type { TableProps } from 'antd';
import { useSearchParams } from 'react-router';
import { positiveInt, type SortOrder, searchParams, sortOrder } from './listState';
import { pagedTableProps, type ServerPage } from './pagedTable';

// A paged, sortable, filterable table whose state lives in the URL, so a list comes back as it was.

export interface TableSort<K extends string = string> {
  key: K;
  order: SortOrder;
}

export interface UrlTableSpec<F, K extends string = string> {
  /** The filters from the URL, checked. */
  readFilters: (params: URLSearchParams) => F;
  /** The filters as URL values; empty or undefined ones are left out. */
  writeFilters: (filters: F) => Record<string, string | undefined>;
  /** Filter values that are left out of the URL as well (a default choice). */
  filterDefaults?: Record<string, string>;
  pageSize: number;
  /** URL param of the page size when the user may change it; without it the size is fixed. */
  sizeParam?: string;
  /** `sort=key.order` in one param (keys limited to `keys`), or a key and an order param. */
  sort: { param: string; keys: readonly K[] } | { keyParam: string; orderParam: string };
}

export interface UrlTableState<F, K extends string = string> {
  filters: F;
  page: number;
  pageSize: number;
  sort?: TableSort<K>;
}

function readSort<K extends string>(
  spec: UrlTableSpec<unknown, K>['sort'],
  params: URLSearchParams,
): TableSort<K> | undefined {
  const [key, order] =
    'param' in spec
      ? (params.get(spec.param) ?? '').split('.')
      : [params.get(spec.keyParam) ?? '', params.get(spec.orderParam)];
  const known = 'param' in spec ? spec.keys.includes(key as K) : Boolean(key);
  const direction = sortOrder(order ?? null);
  return known && direction ? { key: key as K, order: direction } : undefined;
}

function writeSort<K extends string>(spec: UrlTableSpec<unknown, K>['sort'], sort?: TableSort<K>) {
  if ('param' in spec) return { [spec.param]: sort && `${sort.key}.${sort.order}` };
  return { [spec.keyParam]: sort?.key, [spec.orderParam]: sort?.order };
}

export function readUrlTable<F, K extends string>(
  spec: UrlTableSpec<F, K>,
  params: URLSearchParams,
): UrlTableState<F, K> {
  return {
    filters: spec.readFilters(params),
    page: positiveInt(params.get('page'), 1),
    pageSize: spec.sizeParam ? positiveInt(params.get(spec.sizeParam), spec.pageSize) : spec.pageSize,
    sort: readSort(spec.sort, params),
  };
}

export function writeUrlTable<F, K extends string>(
  spec: UrlTableSpec<F, K>,
  state: UrlTableState<F, K>,
): URLSearchParams {
  const size = spec.sizeParam ? { [spec.sizeParam]: state.pageSize } : {};
  return searchParams(
    { ...spec.writeFilters(state.filters), ...writeSort(spec.sort, state.sort), page: state.page, ...size },
    { ...spec.filterDefaults, page: 1, ...(spec.sizeParam ? { [spec.sizeParam]: spec.pageSize } : {}) },
  );
}

/** The sort as the server's list calls take it. */
export function serverSort<K extends string>(sort?: TableSort<K>) {
  return sort
    ? { sort: sort.key, sort_type: sort.order === 'ascend' ? ('asc' as const) : ('desc' as const) }
    : {};
}

export interface UrlTableOptions {
  /** Replace the history entry instead of adding one per change. */
  replace?: boolean;
  /** A new sort starts again at page 1 (else the page is kept). */
  sortResetsPage?: boolean;
}

/**
 * Reads the table's page, size, sort and filters from the URL and writes changes back: a filter
 * change starts at page 1, `reset` clears them all, `tableProps` wires the antd Table to it.
 */
export function useUrlTable<F, K extends string = string>(
  spec: UrlTableSpec<F, K>,
  { replace, sortResetsPage }: UrlTableOptions = {},
) {
  const [params, setParams] = useSearchParams();
  const state = readUrlTable(spec, params);
  const go = (next: UrlTableState<F, K>) => setParams(writeUrlTable(spec, next), { replace });

  const setFilters = (change: Partial<F>) =>
    go({ ...state, filters: { ...state.filters, ...change }, page: 1 });
  const reset = () => setParams(new URLSearchParams(), { replace });
  const sortOrderOf = (key: K) => (state.sort?.key === key ? state.sort.order : null);

  function tableProps<T>(data: ServerPage<T> | undefined) {
    const handleChange: NonNullable<TableProps<T>['onChange']> = (_pagination, _filters, sorter) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = one?.order ? String(one.columnKey ?? '') : '';
      const next = key && one?.order ? { key: key as K, order: one.order } : undefined;
      if (next?.key === state.sort?.key && next?.order === state.sort?.order) return;
      go({ ...state, sort: next, page: sortResetsPage ? 1 : state.page });
    };
    return {
      ...pagedTableProps(data, {
        page: state.page,
        pageSize: state.pageSize,
        showSizeChanger: Boolean(spec.sizeParam),
        onChange: (page, pageSize) =>
          go({ ...state, page: pageSize === state.pageSize ? page : 1, pageSize }),
      }),
      onChange: handleChange,
    };
  }

  return { ...state, setFilters, reset, sortOrderOf, tableProps };
}
