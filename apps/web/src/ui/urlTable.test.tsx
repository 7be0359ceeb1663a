import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readUrlTable, type UrlTableSpec, useUrlTable, writeUrlTable } from './urlTable';

const JOINED: UrlTableSpec<{ q?: string; kind: string }, 'name' | 'age'> = {
  readFilters: (params) => ({ q: params.get('q') || undefined, kind: params.get('kind') || 'all' }),
  writeFilters: (filters) => ({ ...filters }),
  filterDefaults: { kind: 'all' },
  pageSize: 20,
  sizeParam: 'size',
  sort: { param: 'sort', keys: ['name', 'age'] },
};

const SPLIT: UrlTableSpec<{ name: string }> = {
  readFilters: (params) => ({ name: params.get('name') ?? '' }),
  writeFilters: (filters) => ({ name: filters.name }),
  pageSize: 10,
  sort: { keyParam: 'sort_key', orderParam: 'sort_order' },
};

function setUp(spec: typeof JOINED, search: string, sortResetsPage = false) {
  let table: ReturnType<typeof useUrlTable<{ q?: string; kind: string }, 'name' | 'age'>> | undefined;
  function Probe() {
    table = useUrlTable(spec, { replace: true, sortResetsPage });
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: [`/${search}`] });
  render(<RouterProvider router={router} />);
  return { table: () => table!, search: () => router.state.location.search };
}

describe('url table', () => {
  it('round-trips page, size, sort and filters, leaving defaults out of the URL', () => {
    const state = {
      filters: { q: 'pcs', kind: 'all' },
      page: 3,
      pageSize: 50,
      sort: { key: 'age' as const, order: 'descend' as const },
    };
    const params = writeUrlTable(JOINED, state);
    expect(params.toString()).toBe('q=pcs&sort=age.descend&page=3&size=50');
    expect(readUrlTable(JOINED, params)).toEqual(state);
    expect(writeUrlTable(JOINED, { ...state, page: 1, pageSize: 20, sort: undefined }).toString()).toBe(
      'q=pcs',
    );
  });

  it('drops unknown sort keys and bad numbers', () => {
    expect(readUrlTable(JOINED, new URLSearchParams('sort=colour.ascend&page=-1&size=x'))).toEqual({
      filters: { q: undefined, kind: 'all' },
      page: 1,
      pageSize: 20,
      sort: undefined,
    });
    const split = readUrlTable(SPLIT, new URLSearchParams('sort_key=name&sort_order=ascend&size=50'));
    expect(split).toMatchObject({ sort: { key: 'name', order: 'ascend' }, pageSize: 10 });
  });

  it('starts a filter change at page 1, pages and sorts through the table props, and resets', () => {
    const { table, search } = setUp(JOINED, '?q=a&page=4');
    const data = { list: [], pagination: { total_size: 200 } };
    expect(table().tableProps(data).pagination).toMatchObject({ current: 4, pageSize: 20, total: 200 });

    act(() => table().tableProps(data).pagination.onChange?.(5, 20));
    expect(search()).toBe('?q=a&page=5');
    act(() => table().tableProps(data).pagination.onChange?.(5, 50));
    expect(search()).toBe('?q=a&size=50');

    act(() =>
      table()
        .tableProps(data)
        .onChange({}, {}, { columnKey: 'name', order: 'ascend' }, {} as never),
    );
    expect(table().sortOrderOf('name')).toBe('ascend');
    expect(table().sortOrderOf('age')).toBeNull();

    act(() => table().setFilters({ kind: 'big' }));
    expect(search()).toBe('?q=a&kind=big&sort=name.ascend&size=50');
    act(() => table().reset());
    expect(search()).toBe('');
  });

  it('keeps the page on a new sort unless told to start again', () => {
    const kept = setUp(JOINED, '?page=3');
    act(() =>
      kept
        .table()
        .tableProps(undefined)
        .onChange({}, {}, { columnKey: 'age', order: 'descend' }, {} as never),
    );
    expect(kept.search()).toBe('?sort=age.descend&page=3');
    const reset = setUp(JOINED, '?page=3', true);
    act(() =>
      reset
        .table()
        .tableProps(undefined)
        .onChange({}, {}, { columnKey: 'age', order: 'descend' }, {} as never),
    );
    expect(reset.search()).toBe('?sort=age.descend');
  });
});
