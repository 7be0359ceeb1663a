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

/**
 * A stored alarm rule as the server sends it: an enabled, editable expert rule on one data point;
 * `changes` give each test its own rule. Every field is there, so a "saved whole" check sees them all.
 */
export function storedRule<T extends object>(changes: T) {
  return {
    id: 'r1',
    name: '电芯温度异常',
    data_type: 'device_data',
    level: 4,
    status: 'enabled',
    alert_description_type: 'default',
    custom_alert_description: '',
    enable_recovery: true,
    time_condition: null as unknown,
    trigger_condition: {
      conditions: [{ kind: 'point', point: 't', comparison: '>', threshold: 55 }] as unknown[],
      join: 'and',
      duration_seconds: 0,
      frequency: { type: 'immediate' } as object,
      hysteresis: 0,
    },
    trigger_filter: { type: 'all', ids: [] as string[] },
    to_public: false,
    simple_mode: false,
    actions: [] as unknown[],
    notification_interval: null as unknown,
    escalation: null,
    shared_user_ids: [] as string[],
    created_by: 'u1',
    editable: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

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
