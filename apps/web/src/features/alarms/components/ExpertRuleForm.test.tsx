import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonRoutes } from '../../../test/jsonRoutes';
import { renderInApp } from '../../../test/renderApp';
import { MANAGER_ALICE, signedInForEachTest } from '../../../test/session';
import { renderRuleForm, stationsPage, storedRule } from '../testing/ruleForms';
import { ExpertRuleForm } from './ExpertRuleForm';

signedInForEachTest(MANAGER_ALICE);

const rules = '/api/alert-mgmt/tenants/t1/rules';
const save = () => screen.getByRole('button', { name: /保\s*存/ });
const errorAt = (text: RegExp | string, container: HTMLElement = document.body) =>
  within(container).findByText(text, { selector: '.ant-form-item-explain-error' });

/** Renders the new-rule form. */
const renderNew = (status: number, body: object) => renderRuleForm(<ExpertRuleForm />, status, body);

/** Names the rule and sets its first condition's data point and threshold. */
async function fillFirstCondition(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  point: string,
  threshold: string,
) {
  await user.type(await screen.findByLabelText('名称'), name);
  const first = screen.getByTestId('condition-0');
  await user.type(within(first).getByLabelText('数据点'), point);
  await user.type(within(first).getByLabelText('阈值'), threshold);
}

async function choose(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, title: string) {
  await user.click(select);
  const options = await screen.findAllByTitle(title);
  await user.click(options[options.length - 1]!);
}

describe('ExpertRuleForm (EditExpertTrigger)', () => {
  it('sends two conditions joined by OR with the exact field names of the contract', async () => {
    const { calls, user } = renderNew(201, { id: 'r1' });
    await fillFirstCondition(user, '电芯温度异常', 'cell_temp_max', '55');
    await user.click(screen.getByRole('button', { name: '添加条件' }));
    const second = await screen.findByTestId('condition-1');
    await user.type(within(second).getByLabelText('数据点'), 'cell_temp_max');
    await user.type(within(second).getByLabelText('减去数据点（可选）'), 'cell_temp_min');
    await choose(user, within(second).getByLabelText('比较'), '>= 大于等于');
    await user.type(within(second).getByLabelText('阈值'), '8');
    await choose(user, screen.getByLabelText('条件关系'), '任一满足（OR）');
    await user.clear(screen.getByLabelText('持续秒数'));
    await user.type(screen.getByLabelText('持续秒数'), '30');
    await user.click(screen.getByRole('button', { name: '添加通知' }));
    await user.click(screen.getByRole('switch', { name: '租户内所有用户可见' }));
    await user.click(save());
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe(rules);
    expect(post.body).toEqual({
      name: '电芯温度异常',
      data_type: 'device_data',
      level: 3,
      status: 'enabled',
      alert_description_type: 'default',
      custom_alert_description: '',
      enable_recovery: true,
      time_condition: null,
      trigger_condition: {
        conditions: [
          { kind: 'point', point: 'cell_temp_max', comparison: '>', threshold: 55 },
          {
            kind: 'point',
            point: 'cell_temp_max',
            minus_point: 'cell_temp_min',
            comparison: '>=',
            threshold: 8,
          },
        ],
        join: 'or',
        duration_seconds: 30,
        frequency: { type: 'immediate' },
        hysteresis: 0,
      },
      trigger_filter: { type: 'all', ids: [] },
      to_public: true,
      simple_mode: false,
      actions: [{ type: 'app_push' }],
      notification_interval: null,
      escalation: null,
    });
  }, 90_000);

  it('shows "times 0" (iot-alert.10005) at the times field, and a server field error at its condition', async () => {
    const { calls, user } = renderNew(422, {
      code: 'iot-http.422',
      message: '参数错误',
      data: {
        fields: [
          {
            field: 'trigger_condition.conditions.0.point',
            code: 'iot-validation.10002',
            message: '服务端：数据点不存在',
          },
        ],
      },
    });
    await fillFirstCondition(user, 'SOC频繁过低', 'soc', '20');
    await choose(user, screen.getByLabelText('触发频率'), '时间内达到次数');
    await user.type(await screen.findByLabelText('次数'), '0');
    await user.type(screen.getByLabelText('时间窗口（秒）'), '60');
    await user.click(save());
    const times = screen.getByLabelText('次数').closest('.ant-form-item') as HTMLElement;
    expect(await errorAt('告警时间和次数不能为 0', times)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('次数'));
    await user.type(screen.getByLabelText('次数'), '3');
    await user.click(save());
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      trigger_condition: { frequency: { type: 'count_within', times: 3, seconds: 60 } },
    });
    expect(await errorAt('服务端：数据点不存在', screen.getByTestId('condition-0'))).toBeInTheDocument();
  }, 90_000);

  it('edit: loads the stored rule and saves it whole, keeping what the form does not show', async () => {
    const stored = storedRule({
      id: 'r7',
      name: '设备离线',
      data_type: 'device_state',
      status: 'disabled',
      alert_description_type: 'custom',
      custom_alert_description: '{station} {device} 离线',
      time_condition: { days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
      trigger_condition: {
        conditions: [
          { kind: 'offline', seconds: 300 },
          { kind: 'state', state: 'online_faulty' },
        ],
        join: 'or',
        duration_seconds: 0,
        frequency: { type: 'count_within', times: 3, seconds: 600 },
        hysteresis: 0,
      },
      trigger_filter: { type: 'station', ids: ['st-1'] },
      to_public: true,
      actions: [
        { type: 'email', email: 'ops@example.com' },
        {
          type: 'work_order',
          template_id: '11111111-1111-4111-8111-111111111111',
          handler_id: '22222222-2222-4222-8222-222222222222',
          verifier_id: '33333333-3333-4333-8333-333333333333',
        },
      ],
      notification_interval: { unit: 'minute', value: 15 },
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
    });
    const { fetchStub, calls } = jsonRoutes({
      'GET /api/stations': stationsPage,
      [`GET ${rules}/r7`]: () => stored,
      [`PUT ${rules}/r7`]: () => stored,
    });
    vi.stubGlobal('fetch', fetchStub);
    renderInApp(<ExpertRuleForm ruleId="r7" />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('名称')).toHaveValue('设备离线'));
    expect(within(screen.getByTestId('condition-0')).getByLabelText('离线秒数')).toHaveValue('300');
    expect(within(screen.getByTestId('condition-1')).getByText('在线故障')).toBeInTheDocument();
    expect(screen.getByLabelText('次数')).toHaveValue('3');
    expect(screen.getByLabelText('时间窗口（秒）')).toHaveValue('600');
    expect(screen.getByLabelText('描述模板')).toHaveValue('{station} {device} 离线');
    expect(screen.getByLabelText('开始（HH:mm）')).toHaveValue('08:00');
    expect(screen.getByLabelText('通知对象')).toHaveValue('ops@example.com');
    expect(screen.getByText('苏州园区')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '租户内所有用户可见' })).toBeChecked();

    const offline = within(screen.getByTestId('condition-0')).getByLabelText('离线秒数');
    await user.clear(offline);
    await user.type(offline, '120');
    await user.click(save());
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const { id, shared_user_ids, created_by, editable, created_at, updated_at, ...whole } = stored;
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...whole,
      trigger_condition: {
        ...stored.trigger_condition,
        conditions: [
          { kind: 'offline', seconds: 120 },
          { kind: 'state', state: 'online_faulty' },
        ],
      },
    });
  }, 90_000);

  it('sends a control-command action with its params, and shows params that are no JSON object at their field', async () => {
    const { calls, user } = renderNew(201, { id: 'r1' });
    await fillFirstCondition(user, 'SOC过低停机', 'soc', '5');
    await user.click(screen.getByRole('button', { name: '添加通知' }));
    const action = await screen.findByTestId('action-0');
    await choose(user, within(action).getByLabelText('通知方式'), '控制指令');
    await user.type(await within(action).findByLabelText('指令名称'), 'stop');
    await user.click(within(action).getByLabelText('指令参数（JSON）'));
    await user.paste('reason=soc');
    await user.click(save());
    const params = within(action).getByLabelText('指令参数（JSON）').closest('.ant-form-item') as HTMLElement;
    expect(await errorAt(/.+/, params)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(within(action).getByLabelText('指令参数（JSON）'));
    await user.click(within(action).getByLabelText('指令参数（JSON）'));
    await user.paste('{"reason":"soc"}');
    await user.click(save());
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      actions: [{ type: 'command', operation: 'stop', params: { reason: 'soc' } }],
    });
  }, 90_000);
});
