import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MANAGER_ALICE, signedInForEachTest } from '../../../test/session';
import { jsonRoutes } from '../../../test/jsonRoutes';
import { renderInApp } from '../../../test/renderApp';
import { renderRuleForm, stationsPage, storedRule } from '../testing/ruleForms';
import { SimpleRuleForm } from './SimpleRuleForm';

signedInForEachTest(MANAGER_ALICE);

const renderForm = (status: number, body: object) => renderRuleForm(<SimpleRuleForm />, status, body);

/** Names the rule and sets its condition: SOC below 20. */
async function fillSocRule(user: ReturnType<typeof renderForm>['user'], name: string) {
  await user.type(await screen.findByLabelText('名称'), name);
  await user.type(screen.getByLabelText('数据点'), 'soc');
  await user.type(screen.getByLabelText('阈值'), '20');
}

describe('SimpleRuleForm (AddTriggerManage)', () => {
  it('checks with the contract schema before sending, and shows the server error at its field', async () => {
    const { calls, user } = renderForm(409, { code: 'iot-alert.10006', message: '告警规则名称已存在' });
    await fillSocRule(user, 'a');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(
      await screen.findByText(/2–64|2-64|名称/, { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('名称'));
    await user.type(screen.getByLabelText('名称'), 'SOC过低');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'SOC过低',
      simple_mode: true,
      trigger_condition: { conditions: [{ kind: 'point', point: 'soc', comparison: '<', threshold: 20 }] },
      trigger_filter: { type: 'all', ids: [] },
    });
    expect(await screen.findByText('告警规则名称已存在')).toBeInTheDocument();
  }, 60_000);

  it('sends a notice channel with its address, and shows a bad robot address at the address field', async () => {
    const { calls, user } = renderForm(201, { id: 'r1' });
    await fillSocRule(user, 'SOC过低');
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

  it("limits the rule to the chosen station's devices; none chosen means every device", async () => {
    const { calls, user } = renderForm(201, { id: 'r1' });
    await fillSocRule(user, 'SOC过低');
    await user.click(screen.getByLabelText('适用电站'));
    await user.click(await screen.findByTitle('苏州园区'));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      trigger_filter: { type: 'station', ids: ['st-1'] },
    });
  }, 60_000);

  it('EditSimpleTrigger: shows the stored rule, saves it whole with its other fields kept', async () => {
    const stored = storedRule({
      id: 'r9',
      name: 'SOC过低',
      level: 3,
      alert_description_type: 'custom',
      custom_alert_description: '{station} {device}: SOC {value}',
      time_condition: { days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
      trigger_condition: {
        conditions: [{ kind: 'point', point: 'soc', comparison: '<', threshold: 20 }],
        join: 'and',
        duration_seconds: 0,
        frequency: { type: 'immediate' },
        hysteresis: 2,
      },
      trigger_filter: { type: 'station', ids: ['st-1'] },
      to_public: true,
      simple_mode: true,
      actions: [{ type: 'app_push' }, { type: 'email', email: 'ops@example.com' }],
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
    });
    const { fetchStub, calls } = jsonRoutes({
      'GET /api/stations': stationsPage,
      'GET /api/alert-mgmt/tenants/t1/rules/r9': () => stored,
      'PUT /api/alert-mgmt/tenants/t1/rules/r9': () => stored,
    });
    vi.stubGlobal('fetch', fetchStub);
    renderInApp(<SimpleRuleForm ruleId="r9" />);
    const user = userEvent.setup();
    const threshold = await screen.findByLabelText('阈值');
    await waitFor(() => expect(threshold).toHaveValue('20'));
    expect(screen.getByLabelText('名称')).toHaveValue('SOC过低');
    expect(screen.getByLabelText('通知对象')).toHaveValue('ops@example.com');
    await user.clear(threshold);
    await user.type(threshold, '15');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'SOC过低',
      custom_alert_description: '{station} {device}: SOC {value}',
      time_condition: stored.time_condition,
      to_public: true,
      trigger_condition: {
        conditions: [{ kind: 'point', point: 'soc', comparison: '<', threshold: 15 }],
        hysteresis: 2,
      },
      trigger_filter: { type: 'station', ids: ['st-1'] },
      actions: [{ type: 'email', email: 'ops@example.com' }, { type: 'app_push' }],
    });
  }, 60_000);
});
