import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_STATE, readListState, writeListState } from './listState';

describe('station list state', () => {
  it('round-trips filters, sort and page through the URL', () => {
    const state = {
      name: '一号站',
      type: 'industry_storage',
      runningState: 'fault',
      sortKey: 'installed_capacity',
      sortOrder: 'descend' as const,
      page: 3,
    };
    expect(readListState(writeListState(state))).toEqual(state);
  });

  it('falls back to the first page and no filter on bad or missing values', () => {
    expect(readListState(new URLSearchParams('page=-2&sort_order=sideways'))).toEqual(EMPTY_LIST_STATE);
    expect(writeListState(EMPTY_LIST_STATE).toString()).toBe('');
  });
});
