import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppOn } from '../../../test/renderApp';
import { failure, fakeApi } from '../../../test/fakeApi';
import { signInAsManager } from '../../../test/stationFixtures';

const STATION = '6f1c2a8e-1b2c-4d3e-8f90-0a1b2c3d4e5f';
const PICTURE = '7a1c2a8e-1b2c-4d3e-8f90-0a1b2c3d4e5f';
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
    signInAsManager();
    const user = renderAppOn(api, ADD, { pointerEventsCheck: 0 });
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
    signInAsManager();
    const user = renderAppOn(api, ADD, { pointerEventsCheck: 0 });
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
  const SIGNED = `/api/uploads/${PICTURE}?expires=1900000000&signature=abc`;
  it('uploads pictures as order pictures; a refused file shows its message at the field and is not sent', async () => {
    let uploads = 0;
    const api = fakeApi({
      'GET /api/stations': stations,
      'POST /api/uploads': () => {
        uploads += 1;
        // The first file is refused by the server (a script in an SVG), the second is stored.
        return uploads === 1
          ? failure(415, 'iot-upload.10003', '不允许上传包含脚本的 SVG 图片')
          : { body: { id: PICTURE, url: SIGNED } };
      },
      'POST /api/repair-orders': () => ({ status: 201, body: { id: 'r1' } }),
    });
    signInAsManager();
    const user = renderAppOn(api, ADD, { pointerEventsCheck: 0 });
    const input = await screen.findByTestId('repair-pictures-input', {}, { timeout: 20_000 });
    await user.upload(
      input,
      new File(['<svg><script>alert(1)</script></svg>'], 'x.svg', { type: 'image/svg+xml' }),
    );
    await waitFor(() => expect(errorsAt('repair-pictures')).toBe('不允许上传包含脚本的 SVG 图片'));
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'p.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(errorsAt('repair-pictures')).toBe(''));
    // Order pictures are private: the preview uses the signed address the upload answered.
    expect(screen.getByTestId('repair-pictures').querySelector('img')?.getAttribute('src')).toBe(SIGNED);
    expect(api.callsTo('POST', '/api/uploads').map((c) => c.query.get('purpose'))).toEqual([
      'order-picture',
      'order-picture',
    ]);
    await user.type(screen.getByTestId('repair-description'), '逆变器无法启动');
    await user.type(screen.getByTestId('repair-contact'), '李四');
    await user.type(screen.getByTestId('repair-phone'), '13800138000');
    await user.type(screen.getByTestId('repair-address'), '苏州');
    await user.click(screen.getByTestId('repair-submit'));
    await waitFor(() => expect(api.callsTo('POST', '/api/repair-orders')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/repair-orders')[0]?.body).toMatchObject({ picture_ids: [PICTURE] });
  }, 60_000);
});
