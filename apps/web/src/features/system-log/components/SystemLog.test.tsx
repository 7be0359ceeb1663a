import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppOn } from '../../../test/renderApp';
import { fakeApi } from '../../../test/fakeApi';
import { signIn } from '../../../test/session';

const operation = {
  id: 'op1',
  tenant_id: 't1',
  user_id: 'u1',
  username: 'alice',
  module: 'organisations',
  action: 'POST /api/organisations',
  params: { body: { name: 'East' } },
  status_code: 409,
  error_code: 'iot-org.10002',
  result: 'failure',
  ip: '10.0.0.1',
  request_id: 'r1',
  created_at: '2026-01-02T03:04:05Z',
};
const behaviour = {
  id: 'b1',
  tenant_id: 't1',
  user_id: 'u1',
  username: 'alice',
  platform: 'IES',
  module: 'auth',
  action: 'signin',
  params: {},
  result: 'success',
  ip: '10.0.0.1',
  created_at: '2026-01-02T03:04:05Z',
};
const paged = (list: unknown[]) => ({
  list,
  pagination: { total_size: list.length, current_page: 1, page_size: 20 },
});

const signInAlice = () => signIn({ id: 'u1', name: 'alice', isManager: true }, 'manager-token');

describe('SystemLog screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the operation log, filters through the server and keeps the filter in the URL, then switches tabs', async () => {
    const api = fakeApi({
      'GET /api/system-logs/operations': () => ({ body: paged([operation]) }),
      'GET /api/system-logs/behaviours': () => ({ body: paged([behaviour]) }),
    });
    signInAlice();
    const user = renderAppOn(api, '/Container/SystemManagement/SystemLog?user=bob', {
      pointerEventsCheck: 0,
    });

    // In words: the module, the action and what it acted on; the raw request only behind the toggle.
    expect(await screen.findByText('新增 组织', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('组织管理')).toBeInTheDocument();
    expect(screen.getByText('East')).toBeInTheDocument();
    expect(screen.queryByText('POST /api/organisations')).toBeNull();
    await user.click(screen.getByRole('button', { name: /展开行|Expand row/ }));
    const details = await screen.findByTestId('log-details');
    expect(details).toHaveTextContent('POST /api/organisations');
    expect(details).toHaveTextContent('iot-org.10002');
    // The filter from the URL went to the server.
    expect(api.callsTo('GET', '/api/system-logs/operations')[0]?.query.get('user')).toBe('bob');

    fireEvent.change(screen.getByLabelText('用户'), { target: { value: 'alice' } });
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/system-logs/operations').at(-1)?.query.get('user')).toBe('alice'),
    );

    await user.click(screen.getByRole('tab', { name: '行为日志' }));
    expect(await screen.findByText('登录', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('signin')).toBeNull();
    expect(api.callsTo('GET', '/api/system-logs/behaviours').at(-1)?.query.get('user')).toBe('alice');
  }, 60_000);
});
