import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderAppOn } from '../../../test/renderApp';
import { fakeApi } from '../../../test/fakeApi';
import { signInAsManager } from '../../../test/session';
import { orderRoutes } from '../../../lib/orderPaths';

// Issue 34: a work order's checklist items and its moves' notes in the app's language.

const ORDER = '7a1c2a8e-1b2c-4d3e-8f90-0a1b2c3d4e5f';
const event = (action: string, note: string, i18n: object) => ({
  action,
  from_status: null,
  to_status: 'in_process',
  actor_id: 'u1',
  actor_name: 'alice',
  note,
  i18n,
  picture_ids: [],
  pictures: [],
  at: '2029-12-31T02:00:00.000Z',
});
const order = {
  id: ORDER,
  order_no: 'W20261124-0002',
  tenant_id: 't1',
  name: '演示_季度站点巡检',
  i18n: { name: { zh: '演示_季度站点巡检', en: 'Demo: quarterly station inspection' } },
  priority: 'normal',
  type: 'station_inspection',
  feedback_type: 'other',
  template_id: null,
  checklist: [
    {
      item: '电池柜温度',
      done: false,
      note: '',
      i18n: { item: { zh: '电池柜温度', en: 'Battery cabinet temperature' } },
    },
    { item: '消防设施', done: true, note: '正常', i18n: { note: { en: 'Fine' } } },
  ],
  station_id: null,
  station_name: null,
  device_ids: [],
  alarm_event_id: null,
  status: 'in_process',
  sponsor_id: 'u1',
  sponsor_name: 'alice',
  handler_id: 'u1',
  handler_name: 'alice',
  verifier_id: 'u1',
  verifier_name: 'alice',
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
  timeline: [
    event('accept', '已安排现场检查', { note: { zh: '已安排现场检查', en: 'On-site check scheduled' } }),
    event('withdraw', '仅中文', {}),
  ],
};

describe('a work order in the English interface', () => {
  beforeAll(async () => {
    await changeLocale('en');
  });
  afterAll(async () => {
    await changeLocale('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows its checklist items and move notes in English, and answers the items by their stored text', async () => {
    const api = fakeApi({
      'GET /api/work-orders': () => ({
        body: { list: [], pagination: { total_size: 0, current_page: 1, page_size: 20 }, counts: {} },
      }),
      [`GET /api/work-orders/${ORDER}`]: () => ({ body: order }),
      [`POST /api/work-orders/${ORDER}/submit`]: () => ({ body: order }),
    });
    signInAsManager();
    const user = renderAppOn(api, `${orderRoutes.workOrder}?id=${ORDER}`, { pointerEventsCheck: 0 });
    const checklist = await screen.findByTestId('work-checklist', {}, { timeout: 20_000 });
    expect(within(checklist).getByText(/Battery cabinet temperature/)).toBeInTheDocument();
    expect(within(checklist).queryByText(/电池柜温度/)).toBeNull();
    // An item without its English text shows the stored one; its answer's note its English variant.
    expect(within(checklist).getByText(/消防设施 — Fine/)).toBeInTheDocument();
    const notes = screen.getAllByTestId('order-event-note').map((n) => n.textContent);
    expect(notes).toEqual(['On-site check scheduled', '仅中文']);

    await user.click(await screen.findByTestId('move-submit'));
    const answers = await screen.findByTestId('move-checklist');
    expect(within(answers).getByText('Battery cabinet temperature')).toBeInTheDocument();
    expect(within(answers).queryByText('电池柜温度')).toBeNull();
    await user.click(screen.getByTestId('move-checklist-0'));
    await user.type(screen.getByTestId('move-note'), 'done');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/work-orders/${ORDER}/submit`)).toHaveLength(1));
    expect(api.callsTo('POST', `/api/work-orders/${ORDER}/submit`)[0]?.body).toMatchObject({
      note: 'done',
      checklist: [
        { item: '电池柜温度', done: true, note: '' },
        { item: '消防设施', done: false, note: '' },
      ],
    });
  }, 120_000);
});
