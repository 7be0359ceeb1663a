import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MANAGER_ALICE, signedInForEachTest } from '../../../test/session';
import { jsonRoutes } from '../../../test/jsonRoutes';
import { renderInApp, UrlProbe } from '../../../test/renderApp';
import { storedRule } from '../testing/ruleForms';
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
  ended_time: null,
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

signedInForEachTest(MANAGER_ALICE);

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
    renderInApp(<AlarmList />);
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

  it('shows an event’s details with its delivery log, and a batch delete says which were kept and why', async () => {
    const ended = {
      ...event,
      id: '22222222-2222-4222-8222-222222222222',
      state: 'closed',
      message: 'SOC 12 < 20',
      ended_time: '2026-01-01T01:00:00.000Z',
    };
    const { fetchStub, calls } = jsonRoutes({
      [`GET ${events}`]: () => page([event, ended]),
      [`GET ${events}/${event.id}/deliveries`]: () => ({
        list: [
          {
            id: 'x1',
            kind: 'raise',
            channel: 'email',
            recipient: 'o***@example.com',
            status: 'sent',
            attempts: 1,
            created_time: '2026-01-01T00:00:01.000Z',
            updated_time: '2026-01-01T00:00:01.000Z',
            error: null,
          },
          {
            id: 'x2',
            kind: 'raise',
            channel: 'webhook',
            recipient: 'https://hooks.example.com/…',
            status: 'failed',
            attempts: 4,
            created_time: '2026-01-01T00:00:01.000Z',
            updated_time: '2026-01-01T00:00:40.000Z',
            error: { code: 'iot-alert.10033', message: '接收方返回了错误状态 503' },
          },
        ],
      }),
      [`POST ${events}/batch-delete`]: () => ({
        count: 1,
        kept: [{ id: event.id, code: 'iot-alert.10031', message: '告警仍在活动中，不能删除' }],
      }),
      'GET /api/alert-mgmt/tenants/t1/rules': () => page([]),
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderInApp(<AlarmList />);
    expect(await screen.findByText('随规则关闭')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '详情' })[0]!);
    const drawer = await screen.findByTestId('alarm-deliveries');
    expect(await within(drawer).findByText('o***@example.com')).toBeInTheDocument();
    expect(within(drawer).getByText('接收方返回了错误状态 503')).toBeInTheDocument();
    expect(within(drawer).getByText('失败')).toBeInTheDocument();
    expect(within(drawer).getByText('邮件')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Close|关闭/ }));

    for (const box of screen.getAllByRole('checkbox').slice(1)) await user.click(box);
    await user.click(screen.getByTestId('alarm-events-delete'));
    await user.click(await screen.findByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [event.id, ended.id] });
    const kept = await screen.findByTestId('alarm-events-kept');
    expect(kept).toHaveTextContent('SOC过低 · PCS-1');
    expect(kept).toHaveTextContent('告警仍在活动中，不能删除');
  }, 60_000);

  it('shares a rule with sub-users from the rule list, and an expert rule opens the expert form', async () => {
    const rule = storedRule({ shared_user_ids: ['u2'] });
    const subUser = (id: string, username: string) => ({
      id,
      username,
      sign_in_name: `${username}@acme`,
      nick_name: username,
      mobile: null,
      email: null,
      parent_user_id: 'u1',
      roles: [],
      scope: 'all',
      created_at: '2026-01-01T00:00:00.000Z',
    });
    let shared = rule.shared_user_ids;
    const { fetchStub, calls } = jsonRoutes({
      [`GET ${events}`]: () => page([]),
      'GET /api/alert-mgmt/tenants/t1/rules': () => page([{ ...rule, shared_user_ids: shared }]),
      'GET /api/tenant/tenants/t1/users': () => page([subUser('u2', 'bob'), subUser('u3', 'carol')]),
      'PUT /api/alert-mgmt/tenants/t1/rules/r1/shares': (_url, init) => {
        shared = JSON.parse(String(init?.body)).user_ids;
        return { ...rule, shared_user_ids: shared };
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderInApp(
      <>
        <AlarmList />
        <UrlProbe />
      </>,
    );
    await user.click(await screen.findByRole('tab', { name: '告警规则' }));
    await user.click(await screen.findByRole('button', { name: '共享 (1)' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('bob')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('共享给子用户'));
    await user.click(await screen.findByTitle('carol'));
    await user.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ user_ids: ['u2', 'u3'] });
    expect(await screen.findByRole('button', { name: '共享 (2)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '编辑' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      /StationManagement\/AlarmList\/EditExpertTrigger\?id=r1$/,
    );
  }, 60_000);
});
