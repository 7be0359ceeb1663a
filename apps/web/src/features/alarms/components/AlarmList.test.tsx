import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { jsonRoutes } from '../../../test/jsonRoutes';
import { AlarmList } from './AlarmList';

const events = '/api/out-wrapper/group/tenants/t1/user/u1/alert-event-data';
const event = {
  id: '11111111-1111-4111-8111-111111111111',
  rule_id: 'r1',
  rule_name: 'SOC过低',
  device_id: 'd1',
  device_name: 'PCS-1',
  station_id: 's1',
  station_name: '苏州一号站',
  level: 4,
  state: 'active',
  value: 15,
  last_value: 15,
  count: 1,
  message: 'SOC 15 < 20',
  generated_time: '2026-01-01T00:00:00.000Z',
  last_time: '2026-01-01T00:00:00.000Z',
  recovered_time: null,
  handler_status: 'unhandled',
  handler: null,
  handle_method: null,
  handle_time: null,
  acknowledged_time: null,
};
const page = (list: unknown[]) => ({
  list,
  pagination: { total_size: list.length, current_page: 1, page_size: 20 },
});

beforeEach(() => {
  window.localStorage.setItem('token', 'test-token');
  window.localStorage.setItem(
    'userInfo',
    JSON.stringify({ id: 'u1', tenant_id: 't1', name: 'alice', isManager: true }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('AlarmList', () => {
  it('lists the events and handles one with handler and handle method', async () => {
    let handled = false;
    const { fetchStub, calls } = jsonRoutes({
      [`GET ${events}`]: () =>
        page([
          handled ? { ...event, handler_status: 'handled', handler: '张三', handle_method: '复位' } : event,
        ]),
      [`PUT ${events}/handle`]: () => {
        handled = true;
        return { count: 1 };
      },
      'GET /api/alert-mgmt/tenants/t1/rules': () => page([]),
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <AlarmList />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByText('SOC 15 < 20')).toBeInTheDocument();
    expect(screen.getByText('苏州一号站')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '处理' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('处理人'), '张三');
    await user.type(within(dialog).getByLabelText('处理方式'), '复位');
    await user.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ids: [event.id],
      handler: '张三',
      handle_method: '复位',
    });
    expect(await screen.findByText('已处理 · 张三')).toBeInTheDocument();
  }, 60_000);
});
