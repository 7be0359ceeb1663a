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
