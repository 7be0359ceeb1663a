import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderAppOn } from '../../../test/renderApp';
import { failure, fakeApi } from '../../../test/fakeApi';
import { stationFixture } from '../../../test/stationFixtures';
import { aDevice, aTypeSummary, paged, signInAsMerchant } from '../testing/deviceFixtures';

const DETAILS = '/Container/DeviceManager/DeviceList/DeviceDetails';
const station = stationFixture(1);
const OFFLINE = '设备离线，无法修改设备信息，请在设备上线后重试';

describe('DeviceDetails', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the device fields, the control tab, and an offline refusal on edit', async () => {
    const device = aDevice({
      status: 'offline',
      serial_number: 'SN-1',
      sd_status: 'ok',
      signal_strength: -70,
      station_id: station.id,
    });
    const api = fakeApi({
      [`GET /api/stations/${station.id}`]: () => ({ body: station }),
      'GET /api/devices/pcs-01': () => ({ body: device }),
      'GET /api/devices': () => ({ body: paged([]) }),
      'GET /api/device-types': () => ({ body: paged([aTypeSummary()]) }),
      'PATCH /api/devices/pcs-01': () => failure(409, 'iot-device.10001', OFFLINE),
    });
    signInAsMerchant();
    const user = renderAppOn(api, `${DETAILS}?id=pcs-01`, { pointerEventsCheck: 0 });

    const info = await screen.findByTestId('device-info');
    expect(within(info).getByText('SN-1')).toBeInTheDocument();
    expect(within(info).getByText('-70')).toBeInTheDocument();
    // The bound station by its name, opening it (not its id).
    await waitFor(() => expect(screen.getByTestId('device-station')).toHaveTextContent(station.name));
    expect(screen.getByTestId('device-station')).toHaveAttribute(
      'href',
      expect.stringContaining(`StationDetail?id=${station.id}`),
    );

    await user.click(screen.getByRole('tab', { name: '控制' }));
    // The fixture's type has no operations for the control tab.
    expect(await screen.findByText('该设备类型没有可下发的指令')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '信息' }));
    await user.click(await screen.findByTestId('device-edit'));
    await user.click(await screen.findByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/devices/pcs-01')).toHaveLength(1));
    // The offline refusal concerns the control mode: it is shown at that field, not as a banner.
    const refusal = await within(await screen.findByRole('dialog')).findByText(OFFLINE);
    expect(refusal.closest('.ant-form-item')).toHaveTextContent('控制模式');
    expect(screen.queryByTestId('device-edit-error')).not.toBeInTheDocument();
  }, 60_000);
});

describe('DeviceDetails logs tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists rejected data with its reason and point, and the rejection counts', async () => {
    const api = fakeApi({
      'GET /api/devices/pcs-01': () => ({ body: aDevice() }),
      'GET /api/devices/pcs-01/logs': () => ({
        body: {
          list: [
            {
              id: 2,
              ts: '2026-11-20T08:00:05.000Z',
              kind: 'ingest_error',
              level: 'warn',
              code: 'out_of_range',
              message: null,
              data: { point: 'soh', ts: 1, detail: null },
            },
            {
              id: 1,
              ts: '2026-11-20T08:00:00.000Z',
              kind: 'status',
              level: null,
              code: 'online',
              message: null,
              data: null,
            },
          ],
          rejected: [{ reason: 'out_of_range', count: 7, last_at: '2026-11-20T08:00:05.000Z' }],
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsMerchant();
    renderApp(`${DETAILS}?id=pcs-01&tab=logs`);

    const logs = await screen.findByTestId('device-logs');
    expect(await within(logs).findByText('超出范围 · soh')).toBeInTheDocument();
    expect(within(logs).getByText('在线状态')).toBeInTheDocument();
    expect(screen.getByTestId('device-logs-rejected')).toHaveTextContent('超出范围：7 次');
  }, 60_000);
});

describe('DeviceDetails advanced tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pushes the edited configuration and shows the refusal of an offline device', async () => {
    let online = false;
    const api = fakeApi({
      'GET /api/devices/pcs-01': () => ({ body: aDevice() }),
      'GET /api/device-types': () => ({ body: paged([aTypeSummary()]) }),
      'POST /api/devices/pcs-01/config': () =>
        online ? { body: { request_id: 'req-1' } } : failure(409, 'iot-device.10001', OFFLINE),
    });
    signInAsMerchant();
    const user = renderAppOn(api, `${DETAILS}?id=pcs-01&tab=advanced`, { pointerEventsCheck: 0 });

    const editor = await screen.findByTestId('device-config-json');
    await user.clear(editor);
    await user.type(editor, '[[1]');
    await user.click(screen.getByTestId('device-config-push'));
    expect(await screen.findByTestId('device-config-error')).toHaveTextContent('请输入 JSON 对象');
    expect(api.callsTo('POST', '/api/devices/pcs-01/config')).toHaveLength(0);

    await user.clear(editor);
    await user.type(editor, '{{"report_interval_s": 10}');
    await user.click(screen.getByTestId('device-config-push'));
    expect(await screen.findByTestId('device-config-error')).toHaveTextContent(OFFLINE);

    online = true;
    await user.click(screen.getByTestId('device-config-push'));
    await waitFor(() => expect(api.callsTo('POST', '/api/devices/pcs-01/config')).toHaveLength(2));
    expect(await screen.findByText(/req-1/)).toBeInTheDocument();
  }, 60_000);
});
