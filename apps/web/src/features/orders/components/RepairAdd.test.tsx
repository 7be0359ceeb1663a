import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { failure, fakeApi } from '../../../test/fakeApi';
import { signInAsManager } from '../../stations/testing/stationFixtures';

const STATION = '6f1c2a8e-1b2c-4d3e-8f90-0a1b2c3d4e5f';
const ADD = `/Container/StationManagement/StationRepair/RepairAdd?station_id=${STATION}`;
const stations = () => ({
  body: {
    list: [{ id: STATION, name: '一号储能站' }],
    pagination: { total_size: 1, current_page: 1, page_size: 999 },
  },
});

function errorsAt(testId: string): string {
  const item = screen.getByTestId(testId).closest('.ant-form-item');
  return [...(item?.querySelectorAll('.ant-form-item-explain-error') ?? [])]
    .map((node) => node.textContent)
    .join('|');
}

describe('RepairAdd', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the fields with the contract schema before sending anything', async () => {
    const api = fakeApi({ 'GET /api/stations': stations });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsManager();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(ADD);
    await user.type(await screen.findByTestId('repair-phone', {}, { timeout: 20_000 }), '12345');
    await user.click(screen.getByTestId('repair-submit'));
    await waitFor(() => expect(errorsAt('repair-description')).toBe('此项不能为空'));
    await waitFor(() => expect(errorsAt('repair-phone')).toBe('手机号格式不正确'));
    expect(api.callsTo('POST', '/api/repair-orders')).toHaveLength(0);
  }, 60_000);

  it("sends the order for the station of the address and shows the server's refusal at its field", async () => {
    const api = fakeApi({
      'GET /api/stations': stations,
      'POST /api/repair-orders': () =>
        failure(422, 'iot-http.422', '输入有误', {
          fields: [{ field: 'device_id', message: '设备不属于所选电站' }],
        }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsManager();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(ADD);
    await user.type(await screen.findByTestId('repair-device', {}, { timeout: 20_000 }), 'pcs-9');
    await user.type(screen.getByTestId('repair-description'), '逆变器无法启动');
    await user.type(screen.getByTestId('repair-contact'), '李四');
    await user.type(screen.getByTestId('repair-phone'), '13800138000');
    await user.type(screen.getByTestId('repair-address'), '苏州');
    await user.click(screen.getByTestId('repair-submit'));
    await waitFor(() => expect(errorsAt('repair-device')).toBe('设备不属于所选电站'));
    expect(api.callsTo('POST', '/api/repair-orders')[0]?.body).toMatchObject({
      station_id: STATION,
      device_id: 'pcs-9',
      description: '逆变器无法启动',
      phone: '13800138000',
    });
  }, 60_000);
});
