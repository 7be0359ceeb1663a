import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { jsonRoutes } from '../../../test/jsonRoutes';
import { SimpleRuleForm } from './SimpleRuleForm';

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

/** Renders the form; a POST answers `status` with `body`, every other call goes to the fake routes. */
function renderForm(status: number, body: object) {
  const { fetchStub, calls } = jsonRoutes({});
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'POST') {
      await fetchStub(input, init);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }
    return fetchStub(input, init);
  });
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SimpleRuleForm />
      </MemoryRouter>
    </AppProviders>,
  );
  return { calls, user: userEvent.setup() };
}

describe('SimpleRuleForm (AddTriggerManage)', () => {
  it('checks with the contract schema before sending, and shows the server error at its field', async () => {
    const { calls, user } = renderForm(409, { code: 'iot-alert.10006', message: '告警规则名称已存在' });
    await user.type(await screen.findByLabelText('名称'), 'a');
    await user.type(screen.getByLabelText('数据点'), 'soc');
    await user.type(screen.getByLabelText('阈值'), '20');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(
      await screen.findByText(/2–64|2-64|名称/, { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('名称'));
    await user.type(screen.getByLabelText('名称'), 'SOC过低');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      name: 'SOC过低',
      simple_mode: true,
      trigger_condition: { conditions: [{ kind: 'point', point: 'soc', comparison: '<', threshold: 20 }] },
    });
    expect(await screen.findByText('告警规则名称已存在')).toBeInTheDocument();
  }, 60_000);

  it('sends a notice channel with its address, and shows a bad robot address at the address field', async () => {
    const { calls, user } = renderForm(201, { id: 'r1' });
    await user.type(await screen.findByLabelText('名称'), 'SOC过低');
    await user.type(screen.getByLabelText('数据点'), 'soc');
    await user.type(screen.getByLabelText('阈值'), '20');
    await user.click(screen.getByLabelText('通知方式'));
    await user.click(await screen.findByTitle('钉钉机器人'));
    await user.type(await screen.findByLabelText('通知对象'), 'ftp://robot.example.com/send');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(
      await screen.findByText(/通知地址须为 http 或 https 网址/, {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('通知对象'));
    await user.type(
      screen.getByLabelText('通知对象'),
      'https://oapi.dingtalk.com/robot/send?access_token=abc',
    );
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      actions: [{ type: 'dingtalk', url: 'https://oapi.dingtalk.com/robot/send?access_token=abc' }],
    });
  }, 60_000);
});
