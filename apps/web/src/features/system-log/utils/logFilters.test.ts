import { describe, expect, it } from 'vitest';
import { readLogState, writeLogState } from './logFilters';

describe('system log URL state', () => {
  it('reads back what it wrote', () => {
    const state = {
      tab: 'behaviours' as const,
      page: 3,
      filter: { user: 'alice', result: 'failure' as const, from: '2026-01-01T00:00:00.000Z' },
    };
    expect(readLogState(writeLogState(state))).toEqual(state);
  });

  it('falls back to the operation tab, page 1, and drops unknown results', () => {
    expect(readLogState(new URLSearchParams('tab=x&page=-2&result=maybe&module='))).toEqual({
      tab: 'operations',
      page: 1,
      filter: {},
    });
  });
});
