import { type DeviceType, errorMessage } from '@ies/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { failure, fakeApi } from '../../auth/testing/fakeApi';
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

const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('DeviceTypeDetail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every broken rule of B §5 at its field before saving', async () => {
    const api = fakeApi({ [`GET /api/device-types/${TYPE_ID}`]: () => ({ body: customType }) });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsMerchant();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(`${DETAIL}?id=${TYPE_ID}`);

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

  it('refuses duplicate point names and shows the server refusal of a taken name at the name', async () => {
    const api = fakeApi({
      [`GET /api/device-types/${TYPE_ID}`]: () => ({ body: customType }),
      [`PUT /api/device-types/${TYPE_ID}`]: () => failure(409, 'iot-type.10001', '类型名称已存在'),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsMerchant();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(`${DETAIL}?id=${TYPE_ID}`);

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
