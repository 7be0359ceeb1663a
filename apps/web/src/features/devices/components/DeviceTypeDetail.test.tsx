import { type DeviceType, errorMessage } from '@ies/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppOn } from '../../../test/renderApp';
import { failure, fakeApi } from '../../../test/fakeApi';
import { signInAsMerchant } from '../testing/deviceFixtures';

const DETAIL = '/Container/DeviceManager/DeviceTypeList/DeviceTypeDetail';
const TYPE_ID = '7e1c2a4e-8f8e-4a44-9a59-6f5c6a0f2b11';

const customType: DeviceType = {
  id: TYPE_ID,
  kind: 'custom',
  name: 'MY_METER',
  nickname: 'meter',
  remark: '',
  template_type: 'direct',
  timeout_seconds: 0,
  offline_command: false,
  join_interval_seconds: 60,
  confirm_interval_seconds: 30,
  differential_upgrade: false,
  topics: ['data_a'],
  points: [
    { name: 'power', zh: '功率', type: 'float', min: 0, max: 100 },
    { name: 'energy', zh: '电量', type: 'float' },
  ],
  operations: [],
  events: [],
  init_params: [],
  status_templates: [],
  log_attributes: [{ key: 'msg', zh: '消息' }],
  device_count: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const withCommand: DeviceType = {
  ...customType,
  operations: [
    {
      name: 'set_power',
      zh: '设置功率',
      objectid: 1,
      methodid: 2,
      show_in_control: true,
      needs_response: true,
      params: [
        { name: 'power_kw', zh: '功率', type: 'float', required: true, min: -100, max: 100, unit: 'kW' },
        { name: 'mode', type: 'string', required: false, enum: ['auto', 'manual'] },
      ],
    },
  ],
};

const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('DeviceTypeDetail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every broken rule of B §5 at its field before saving', async () => {
    const api = fakeApi({ [`GET /api/device-types/${TYPE_ID}`]: () => ({ body: customType }) });
    signInAsMerchant();
    const user = renderAppOn(api, `${DETAIL}?id=${TYPE_ID}`, { pointerEventsCheck: 0 });

    await screen.findByTestId('type-form');
    await waitFor(() => expect(screen.getByTestId('type-form-name')).toHaveValue('MY_METER'));
    change('type-form-name', 'ab');
    change('topics-0', 'topic_a');
    change('points-1-name', 'time');
    change('points-0-min', '200');
    change('log_attributes-0-key', '12');
    await user.click(screen.getByTestId('type-save'));

    const problems = await screen.findByTestId('type-problems');
    for (const code of [
      'iot-type.10004',
      'iot-type.10007',
      'iot-type.10005',
      'iot-validation.10013',
      'iot-type.10006',
    ]) {
      expect(within(problems).getAllByText(errorMessage(code, 'zh')).length).toBeGreaterThan(0);
    }
    // …and at the field itself (the name field is on the visible tab).
    const nameItem = screen.getByTestId('type-form-name').closest('.ant-form-item') as HTMLElement;
    expect(within(nameItem).getAllByText(errorMessage('iot-type.10004', 'zh')).length).toBeGreaterThan(0);
    expect(api.callsTo('PUT', `/api/device-types/${TYPE_ID}`)).toHaveLength(0);
  }, 60_000);

  it('edits command parameters in a table: errors show in the dialog and at its button, enums as tags', async () => {
    const api = fakeApi({
      [`GET /api/device-types/${TYPE_ID}`]: () => ({ body: withCommand }),
      [`PUT /api/device-types/${TYPE_ID}`]: () => ({ body: withCommand }),
    });
    signInAsMerchant();
    const user = renderAppOn(api, `${DETAIL}?id=${TYPE_ID}`, { pointerEventsCheck: 0 });

    const button = await screen.findByTestId('operations-0-params');
    expect(button).toHaveTextContent('参数（2）');
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('命令 设置功率 的参数')).toBeInTheDocument();
    expect(screen.getByTestId('operations-0-params-0-name')).toHaveValue('power_kw');
    expect(within(screen.getByTestId('operations-0-params-1-enum')).getByText('manual')).toBeInTheDocument();

    // min above max on the first parameter, a new third parameter without a name.
    change('operations-0-params-0-min', '200');
    await user.click(screen.getByTestId('type-add-operations-0-params'));
    await user.click(screen.getByTestId('operations-0-params-done'));
    expect(button).toHaveTextContent('参数（3）');
    await user.click(screen.getByTestId('type-save'));
    await screen.findByTestId('type-problems');
    expect(await screen.findByTestId('operations-0-params-error')).toHaveTextContent(
      '部分参数不合法，请打开查看',
    );
    await user.click(button);
    const minItem = screen.getByTestId('operations-0-params-0-min').closest('.ant-form-item') as HTMLElement;
    expect(within(minItem).getByText(errorMessage('iot-validation.10013', 'zh'))).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/device-types/${TYPE_ID}`)).toHaveLength(0);

    // Fix both and give the new one enum tags; the saved definition has them as the schema wants.
    change('operations-0-params-0-min', '-100');
    change('operations-0-params-2-name', 'phase');
    const enumInput = within(screen.getByTestId('operations-0-params-2-enum')).getByRole('combobox');
    await user.type(enumInput, '1,2{enter}');
    await user.click(screen.getByTestId('operations-0-params-done'));
    await user.click(screen.getByTestId('type-save'));
    await waitFor(() => expect(api.callsTo('PUT', `/api/device-types/${TYPE_ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/device-types/${TYPE_ID}`)[0]?.body).toMatchObject({
      operations: [
        {
          name: 'set_power',
          params: [
            { name: 'power_kw', type: 'float', required: true, min: -100, max: 100, unit: 'kW' },
            { name: 'mode', type: 'string', enum: ['auto', 'manual'] },
            { name: 'phase', type: 'int', required: false, enum: [1, 2] },
          ],
        },
      ],
    });
  }, 60_000);

  it('lets a standard type’s command parameters be read but not changed', async () => {
    const api = fakeApi({
      [`GET /api/device-types/${TYPE_ID}`]: () => ({ body: { ...withCommand, kind: 'standard' } }),
    });
    signInAsMerchant();
    const user = renderAppOn(api, `${DETAIL}?id=${TYPE_ID}`, { pointerEventsCheck: 0 });

    const button = await screen.findByTestId('operations-0-params');
    expect(button).toBeEnabled();
    await user.click(button);
    await screen.findByRole('dialog');
    expect(screen.getByTestId('operations-0-params-0-name')).toHaveValue('power_kw');
    expect(screen.getByTestId('operations-0-params-0-name')).toBeDisabled();
    expect(screen.queryByTestId('type-add-operations-0-params')).not.toBeInTheDocument();
    expect(screen.getByTestId('operations-0-params-done')).toBeEnabled();
  }, 60_000);

  it('refuses duplicate point names and shows the server refusal of a taken name at the name', async () => {
    const api = fakeApi({
      [`GET /api/device-types/${TYPE_ID}`]: () => ({ body: customType }),
      [`PUT /api/device-types/${TYPE_ID}`]: () => failure(409, 'iot-type.10001', '类型名称已存在'),
    });
    signInAsMerchant();
    const user = renderAppOn(api, `${DETAIL}?id=${TYPE_ID}`, { pointerEventsCheck: 0 });

    await waitFor(() => expect(screen.getByTestId('points-1-name')).toHaveValue('energy'));
    change('points-1-name', 'power');
    await user.click(screen.getByTestId('type-save'));
    const pointItem = (await screen.findByTestId('type-problems')) && screen.getByTestId('points-1-name');
    expect(
      within(pointItem.closest('.ant-form-item') as HTMLElement).getByText(
        errorMessage('iot-validation.10012', 'zh'),
      ),
    ).toBeInTheDocument();

    change('points-1-name', 'energy');
    await user.click(screen.getByTestId('type-save'));
    await waitFor(() => expect(api.callsTo('PUT', `/api/device-types/${TYPE_ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/device-types/${TYPE_ID}`)[0]?.body).toMatchObject({
      name: 'MY_METER',
      points: [
        { name: 'power', zh: '功率', type: 'float', min: 0, max: 100 },
        { name: 'energy', zh: '电量', type: 'float' },
      ],
      log_attributes: [{ key: 'msg', zh: '消息' }],
    });
    const nameItem = screen.getByTestId('type-form-name').closest('.ant-form-item') as HTMLElement;
    expect(await within(nameItem).findByText('类型名称已存在')).toBeInTheDocument();
  }, 60_000);
});
