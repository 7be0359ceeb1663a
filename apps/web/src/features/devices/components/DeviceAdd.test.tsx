import { deviceTypeLabel, errorMessage } from '@ies/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppOn } from '../../../test/renderApp';
import { failure, fakeApi } from '../../../test/fakeApi';
import { aDevice, aTypeSummary, PCS_TYPE_ID, paged, signInAsMerchant } from '../testing/deviceFixtures';

const ADD = '/Container/DeviceManager/DeviceList/DeviceAdd';

async function chooseType(user: ReturnType<typeof userEvent.setup>) {
  const select = within(screen.getByTestId('device-form-type')).getByRole('combobox');
  await user.click(select);
  await user.click(await screen.findByTitle(deviceTypeLabel('ES_PCS', 'zh')));
}

describe('DeviceAdd', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks fields with the shared schema before sending anything', async () => {
    const api = fakeApi({
      'GET /api/devices': () => ({ body: paged([]) }),
      'GET /api/device-types': () => ({ body: paged([aTypeSummary()]) }),
    });
    signInAsMerchant();
    const user = renderAppOn(api, ADD, { pointerEventsCheck: 0 });

    await user.type(await screen.findByTestId('device-form-id'), 'a');
    await user.type(screen.getByTestId('device-form-key'), 'abc');
    await user.type(screen.getByTestId('device-form-name'), 'bad name!');
    await user.click(screen.getByTestId('device-form-submit'));

    expect(await screen.findByText(errorMessage('iot-device.10017', 'zh'))).toBeInTheDocument();
    expect(screen.getByText(errorMessage('iot-device.10018', 'zh'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/devices')).toHaveLength(0);
  }, 60_000);

  it('marks id, name and type as required and says "required" for each when nothing is filled in', async () => {
    const api = fakeApi({
      'GET /api/devices': () => ({ body: paged([]) }),
      'GET /api/device-types': () => ({ body: paged([aTypeSummary()]) }),
    });
    signInAsMerchant();
    const user = renderAppOn(api, ADD, { pointerEventsCheck: 0 });

    const form = await screen.findByTestId('device-add-form');
    const requiredLabels = [...form.querySelectorAll('.ant-form-item-required')].map(
      (label) => label.textContent,
    );
    expect(requiredLabels).toEqual(expect.arrayContaining(['设备ID', '设备名称', '设备类型']));
    await user.click(screen.getByTestId('device-form-submit'));
    const typeItem = screen.getByTestId('device-form-type').closest('.ant-form-item') as HTMLElement;
    expect(await within(typeItem).findByText(errorMessage('iot-validation.10001', 'zh'))).toBeInTheDocument();
    expect(within(typeItem).queryByText(errorMessage('iot-validation.10002', 'zh'))).toBeNull();
    expect(api.callsTo('POST', '/api/devices')).toHaveLength(0);
  }, 60_000);

  it("shows the server's refusals at their fields, then the key once after creation", async () => {
    let attempt = 0;
    const api = fakeApi({
      'GET /api/devices': () => ({ body: paged([]) }),
      'GET /api/device-types': () => ({ body: paged([aTypeSummary()]) }),
      'POST /api/devices': () => {
        attempt += 1;
        if (attempt === 1) return failure(409, 'iot-device.10016', '设备ID已存在');
        if (attempt === 2)
          return failure(422, 'iot-http.422', 'invalid', {
            fields: [{ field: 'description', code: 'iot-validation.10003', message: '描述过长' }],
          });
        return {
          status: 201,
          body: { ...aDevice({ id: 'pcs-9' }), key: '0f8e6c1a-1b2c-4d3e-8f9a-0b1c2d3e4f5a' },
        };
      },
    });
    signInAsMerchant();
    const user = renderAppOn(api, ADD, { pointerEventsCheck: 0 });

    await user.type(await screen.findByTestId('device-form-id'), 'pcs-9');
    await user.type(screen.getByTestId('device-form-name'), '储能变流器9');
    await chooseType(user);
    await user.click(screen.getByTestId('device-form-submit'));
    expect(await screen.findByText('设备ID已存在')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/devices')[0]?.body).toEqual({
      id: 'pcs-9',
      name: '储能变流器9',
      type_id: PCS_TYPE_ID,
      control_mode: 'cloud',
    });

    await user.click(screen.getByTestId('device-form-submit'));
    expect(await screen.findByText('描述过长')).toBeInTheDocument();

    await user.click(screen.getByTestId('device-form-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('device-key-value')).toHaveTextContent(
        '0f8e6c1a-1b2c-4d3e-8f9a-0b1c2d3e4f5a',
      ),
    );
  }, 60_000);
});
