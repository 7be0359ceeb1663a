import type { LogFilterQuery, LogResult } from '@ies/contracts';

export type LogTab = 'operations' | 'behaviours';

export interface LogScreenState {
  tab: LogTab;
  page: number;
  filter: LogFilterQuery;
}

const FILTER_KEYS = ['from', 'to', 'user', 'module', 'action', 'result'] as const;

/** The screen's state lives in the URL, so a filtered view survives a reload and can be shared. */
export function readLogState(params: URLSearchParams): LogScreenState {
  const filter: LogFilterQuery = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (!value) continue;
    if (key === 'result') {
      if (value === 'success' || value === 'failure') filter.result = value as LogResult;
    } else {
      filter[key] = value;
    }
  }
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    tab: params.get('tab') === 'behaviours' ? 'behaviours' : 'operations',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    filter,
  };
}

export function writeLogState(state: LogScreenState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('tab', state.tab);
  if (state.page > 1) params.set('page', String(state.page));
  for (const key of FILTER_KEYS) {
    const value = state.filter[key];
    if (value) params.set(key, value);
  }
  return params;
}
