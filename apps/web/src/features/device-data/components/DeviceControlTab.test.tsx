import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { fakeApi } from '../../../test/fakeApi';
import { DeviceControlTab } from './DeviceControlTab';

const type = {
  id: 't1',
  operations: [
    {
      name: 'set_power',
      zh: '设置功率',
      en: 'Set power',
      objectid: 1,
      methodid: 1,
      show_in_control: true,
      needs_response: true,
      params: [
        { name: 'power', zh: '功率', type: 'float', required: true, min: -100, max: 100 },
        { name: 'raw', type: 'string', required: false, hex: true },
      ],
    },
  ],
  points: [],
};

/** The control tab of dev-1 against a fake API, with "Set power" chosen. */
async function openSetPower() {
  const api = fakeApi({
    'GET /api/devices/dev-1': () => ({ body: { id: 'dev-1', type_id: 't1' } }),
    'GET /api/device-types/t1': () => ({ body: type }),
    'GET /api/devices/dev-1/commands': () => ({
      body: { list: [], pagination: { total_size: 0, current_page: 1, page_size: 10 } },
    }),
    'POST /api/devices/dev-1/commands': () => ({ status: 201, body: { task_id: 'x', commands: [] } }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DeviceControlTab deviceId="dev-1" />
    </QueryClientProvider>,
  );
  const select = await screen.findByTestId('command-operation');
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  await user.click(await screen.findByText('Set power'));
  return { api, user };
}

beforeAll(async () => {
  await changeLocale('en');
});

describe('DeviceControlTab', () => {
  afterEach(() => {
    // The success toast's timer must not outlive the test environment.
    message.destroy();
    vi.unstubAllGlobals();
  });

  it("builds the form from the operation's parameters and checks them before sending", async () => {
    const { api, user } = await openSetPower();

    const raw = await screen.findByTestId('param-raw');
    await user.type(raw, 'xyz');
    await user.click(screen.getByTestId('command-send'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(await screen.findByText('Enter hexadecimal data')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/devices/dev-1/commands')).toHaveLength(0);

    await user.clear(raw);
    await user.type(raw, '0aff');
    await user.type(screen.getByTestId('param-power'), '12.5');
    await user.click(screen.getByTestId('command-send'));
    await waitFor(() => expect(api.callsTo('POST', '/api/devices/dev-1/commands')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/devices/dev-1/commands')[0]?.body).toEqual({
      commands: [{ operation: 'set_power', params: { power: 12.5, raw: '0aff' } }],
      interval_seconds: 0,
      ttl_seconds: 600,
    });
  });

  it('checks the task limits with the contract schema at the fields instead of clamping', async () => {
    const { api, user } = await openSetPower();
    await user.type(await screen.findByTestId('param-power'), '1');
    const interval = screen.getByTestId('command-interval');
    await user.clear(interval);
    await user.type(interval, '3601');
    await user.click(screen.getByTestId('command-send'));
    expect(await screen.findByText('Enter a number from 0 to 3600')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/devices/dev-1/commands')).toHaveLength(0);

    await user.clear(interval);
    await user.type(interval, '5');
    await user.click(screen.getByTestId('command-send'));
    await waitFor(() => expect(api.callsTo('POST', '/api/devices/dev-1/commands')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/devices/dev-1/commands')[0]?.body).toMatchObject({
      interval_seconds: 5,
    });
  });
});
