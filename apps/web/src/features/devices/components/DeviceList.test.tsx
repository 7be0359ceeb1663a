import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderAppOn } from '../../../test/renderApp';
import { failure, fakeApi } from '../../../test/fakeApi';
import { aDevice, aTypeSummary, paged, signInAsMerchant } from '../testing/deviceFixtures';

const LIST = '/Container/DeviceManager/DeviceList';
const devicesOf = (page: number) =>
  Array.from({ length: 20 }, (_, i) => aDevice({ id: `pcs-${page}-${i}`, name: `PCS-${page}-${i}` }));

describe('DeviceList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps search and page when going to a detail and back', async () => {
    const api = fakeApi({
      'GET /api/devices': ({ query }) => {
        const page = Number(query.get('current_page') ?? 1);
        return { body: paged(devicesOf(page), page, 20, 45) };
      },
      'GET /api/devices/pcs-2-3': () => ({ body: aDevice({ id: 'pcs-2-3', name: 'PCS-2-3' }) }),
      'GET /api/device-types': () => ({ body: paged([aTypeSummary()]) }),
    });
    signInAsMerchant();
    const user = renderAppOn(api, LIST, { pointerEventsCheck: 0 });

    const table = await screen.findByTestId('device-table');
    expect(await within(table).findByText('pcs-1-0')).toBeInTheDocument();
    const search = within(screen.getByTestId('device-search')).getByRole('searchbox');
    await user.type(search, 'pcs{Enter}');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/devices').some((call) => call.query.get('search') === 'pcs')).toBe(
        true,
      ),
    );
    await user.click(document.querySelector('.ant-pagination-item-2') as HTMLElement);
    expect(await within(table).findByText('pcs-2-3')).toBeInTheDocument();
    const nameHeader = () => screen.getAllByRole('columnheader').find((th) => th.textContent === '设备名称');
    await user.click(nameHeader() as HTMLElement);
    await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending'));

    await user.click(screen.getByTestId('device-open-pcs-2-3'));
    expect(await screen.findByTestId('device-details')).toBeInTheDocument();
    await user.click(screen.getByTestId('device-details-back'));

    expect(await within(await screen.findByTestId('device-table')).findByText('pcs-2-3')).toBeInTheDocument();
    const last = api.callsTo('GET', '/api/devices').at(-1);
    expect(last?.query.get('current_page')).toBe('2');
    expect(last?.query.get('search')).toBe('pcs');
    // The server orders the whole list by the chosen column.
    expect(last?.query.get('sort')).toBe('name');
    expect(last?.query.get('sort_type')).toBe('asc');
    expect(within(screen.getByTestId('device-search')).getByRole('searchbox')).toHaveValue('pcs');
    expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending');
  }, 60_000);

  it("shows the server's refusal of an 'all' search above 1000 devices", async () => {
    const refusal = '设备数量超过 1000 台时不支持按“全部”类型搜索';
    const api = fakeApi({
      'GET /api/devices': ({ query }) =>
        query.get('search_by') === 'all'
          ? failure(400, 'iot-device.10006', refusal)
          : { body: paged([aDevice()]) },
      'GET /api/device-types': () => ({ body: paged([aTypeSummary()]) }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsMerchant();
    renderApp(`${LIST}?search=pcs&search_by=all`);
    expect(await screen.findByTestId('device-list-error')).toHaveTextContent(refusal);
  }, 60_000);

  it('imports a JSON file all or nothing and lists the failing rows the server names', async () => {
    const api = fakeApi({
      'GET /api/devices': () => ({ body: paged([aDevice()]) }),
      'GET /api/device-types': () => ({ body: paged([aTypeSummary()]) }),
      'POST /api/devices/import': () =>
        failure(422, 'iot-http.422', 'invalid', {
          fields: [
            { field: 'rows.2.id', code: 'iot-device.10016', message: '设备ID已存在' },
            { field: 'rows.3.type', code: 'iot-validation.10007', message: '设备类型不存在' },
          ],
        }),
    });
    signInAsMerchant();
    const user = renderAppOn(api, LIST, { pointerEventsCheck: 0 });

    await user.click(await screen.findByTestId('device-import'));
    const rows = [
      { id: 'a-1', name: 'A1', type: 'ES_PCS' },
      { id: 'pcs-01', name: 'A2', type: 'ES_PCS' },
      { id: 'a-3', name: 'A3', type: 'NOPE' },
    ];
    const file = new File([JSON.stringify({ devices: rows })], 'devices.json', { type: 'application/json' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });

    const failed = await screen.findByTestId('device-import-rows');
    expect(within(failed).getByText('设备ID已存在')).toBeInTheDocument();
    expect(within(failed).getByText('设备类型不存在')).toBeInTheDocument();
    expect(within(failed).getByText('2')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/devices/import')[0]?.body).toEqual({ devices: rows });
  }, 60_000);
});
