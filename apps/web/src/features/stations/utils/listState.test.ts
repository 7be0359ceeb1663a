import { describe, expect, it } from 'vitest';
import { readUrlTable, writeUrlTable } from '../../../ui/urlTable';
import { STATION_LIST, STATION_PAGE_SIZE } from './listState';

const NO_FILTER = { name: '', type: '', runningState: '' };

describe('station list state', () => {
  it('round-trips filters, sort and page through the URL', () => {
    const state = {
      filters: { name: '一号站', type: 'industry_storage', runningState: 'fault' },
      sort: { key: 'installed_capacity', order: 'descend' as const },
      page: 3,
      pageSize: STATION_PAGE_SIZE,
    };
    const params = writeUrlTable(STATION_LIST, state);
    expect(params.get('running_state')).toBe('fault');
    expect(params.get('sort_key')).toBe('installed_capacity');
    expect(readUrlTable(STATION_LIST, params)).toEqual(state);
  });

  it('falls back to the first page and no filter on bad or missing values', () => {
    const empty = { filters: NO_FILTER, sort: undefined, page: 1, pageSize: STATION_PAGE_SIZE };
    expect(readUrlTable(STATION_LIST, new URLSearchParams('page=-2&sort_order=sideways'))).toEqual(empty);
    expect(writeUrlTable(STATION_LIST, empty).toString()).toBe('');
  });
});
