import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppOn } from '../../../test/renderApp';
import { expectAdminOnly } from '../../../test/adminConsole';
import { fakeApi } from '../../../test/fakeApi';
import { signInAsAdmin } from '../../../test/session';

const PATH = '/Container/Admin/WorkOrders';
const ORDER = '9a1c2a8e-1b2c-4d3e-8f90-0a1b2c3d4e5f';

const order = {
  id: ORDER,
  order_no: 'W20261124-0001',
  tenant_id: 't1',
  name: '平台数据不同步',
  priority: 'high',
  type: 'cloud_platform',
  feedback_type: 'problem',
  template_id: null,
  checklist: [],
  station_id: null,
  station_name: null,
  device_ids: [],
  alarm_event_id: null,
  status: 'pending',
  sponsor_id: 's1',
  sponsor_name: '商户',
  handler_id: null,
  handler_name: null,
  verifier_id: 's1',
  verifier_name: '商户',
  planned_start: '2030-01-01T01:00:00.000Z',
  planned_end: '2030-01-01T09:00:00.000Z',
  actual_start: null,
  actual_end: null,
  overdue_at: null,
  description: '',
  picture_ids: [],
  pictures: [],
  my_roles: ['handler'],
  created_at: '2029-12-31T01:00:00.000Z',
  updated_at: '2029-12-31T01:00:00.000Z',
};
const counts = {
  pending: 1,
  in_process: 0,
  to_verify: 0,
  completed: 0,
  failed: 0,
  rejected: 0,
  withdrawn: 0,
};

describe("the platform administrator's cloud-platform work-order queue", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('is refused to anyone but the platform administrator', async () => {
    await expectAdminOnly(PATH, '/api/admin/work-orders', 20_000);
  }, 120_000);

  it('lists the queue from /api/admin/work-orders and lets the administrator accept an order', async () => {
    const api = fakeApi({
      'GET /api/admin/work-orders': () => ({
        body: { list: [order], pagination: { total_size: 1, current_page: 1, page_size: 20 }, counts },
      }),
      [`GET /api/work-orders/${ORDER}`]: () => ({ body: { ...order, timeline: [] } }),
      [`POST /api/work-orders/${ORDER}/accept`]: () => ({
        body: { ...order, status: 'in_process', timeline: [] },
      }),
    });
    signInAsAdmin(true);
    const user = renderAppOn(api, PATH, { pointerEventsCheck: 0 });
    const table = await screen.findByTestId('work-table', {}, { timeout: 20_000 });
    await waitFor(() => expect(within(table).getByText('平台数据不同步')).toBeInTheDocument());
    // The tenant's own tools (new order, export, plans) are not part of the queue.
    expect(screen.queryByTestId('work-add')).toBeNull();
    expect(api.callsTo('GET', '/api/work-orders')).toHaveLength(0);
    await user.click(within(table).getByRole('button', { name: /详\s*情/ }));
    await user.click(await screen.findByTestId('move-accept'));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo('POST', `/api/work-orders/${ORDER}/accept`)).toHaveLength(1));
    expect(api.callsTo('POST', `/api/work-orders/${ORDER}/accept`)[0]?.body).toMatchObject({
      note: '',
      picture_ids: [],
      checklist: [],
    });
  }, 120_000);
});
