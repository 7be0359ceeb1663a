import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { jsonRoutes } from '../../../test/jsonRoutes';
import { renderInApp } from '../../../test/renderApp';

/** The one station the rule forms offer. */
export const stationsPage = () => ({
  list: [{ id: 'st-1', name: '苏州园区' }],
  pagination: { total_size: 1, current_page: 1, page_size: 999 },
});

/** Renders a rule form; a POST answers `status` with `body`, every other call goes to the fake routes. */
export function renderRuleForm(ui: ReactElement, status: number, body: object) {
  const { fetchStub, calls } = jsonRoutes({ 'GET /api/stations': stationsPage });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'POST') {
      await fetchStub(input, init);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }
    return fetchStub(input, init);
  });
  renderInApp(ui);
  return { calls, user: userEvent.setup() };
}
