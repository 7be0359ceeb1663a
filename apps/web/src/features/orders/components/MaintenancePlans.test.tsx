import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { fakeApi } from '../../../test/fakeApi';
import { signIn } from '../../../test/session';
import { orderRoutes } from '../../../lib/orderPaths';

const plan = {
  id: '6f1c2a8e-1b2c-4d3e-8f90-0a1b2c3d4e5f',
  name: '月度巡检计划',
  station_id: '0b7f3c1e-2d4a-4e5f-9a8b-1c2d3e4f5a6b',
  station_name: '一号储能站',
  template_id: '1b7f3c1e-2d4a-4e5f-9a8b-1c2d3e4f5a6b',
  template_name: '月度巡检',
  handler_id: '2b7f3c1e-2d4a-4e5f-9a8b-1c2d3e4f5a6b',
  handler_name: '张工',
  verifier_id: '3b7f3c1e-2d4a-4e5f-9a8b-1c2d3e4f5a6b',
  verifier_name: '李工',
  every: 3,
  unit: 'month',
  window_hours: 24,
  next_due: '2026-12-01T01:00:00.000Z',
  last_order_no: 'W20261101-0001',
  created_at: '2026-10-01T01:00:00.000Z',
};

/** A signed-in merchant manager, as the shell reads it from storage. */
function signInAsManager(): void {
  signIn(
    {
      id: '4b7f3c1e-2d4a-4e5f-9a8b-1c2d3e4f5a6b',
      tenant_id: '5b7f3c1e-2d4a-4e5f-9a8b-1c2d3e4f5a6b',
      name: 'acme',
      isManager: true,
    },
    'manager-token',
  );
}

describe('work-order screen: plans tab and export', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the maintenance plans with their period and last order', async () => {
    const api = fakeApi({ 'GET /api/work-order-plans': () => ({ body: { list: [plan] } }) });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsManager();
    renderApp(`${orderRoutes.workOrder}?tab=plans`);
    expect(await screen.findByText('月度巡检计划', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('每 3 个月')).toBeTruthy();
    expect(screen.getByText('W20261101-0001')).toBeTruthy();
  }, 60_000);

  it('downloads the list as xlsx from the export button', async () => {
    const empty = { list: [], pagination: { total_size: 0, current_page: 1, page_size: 20 }, counts: {} };
    const api = fakeApi({
      'GET /api/work-orders': () => ({ body: empty }),
      'GET /api/work-orders/export': () => ({ body: 'x' }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    signInAsManager();
    renderApp(orderRoutes.workOrder);
    (await screen.findByTestId('work-export', {}, { timeout: 20_000 })).click();
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/work-orders/export')).toHaveLength(1));
  }, 60_000);
});
