import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderAppOn } from '../../../test/renderApp';
import { failure, fakeApi } from '../../../test/fakeApi';
import { signInAsManager, stationFixture, TENANT_ID, USER_ID } from '../../../test/stationFixtures';

const station = stationFixture(1);
const detail = (tab: string) =>
  `/Container/StationManagement/StationList/StationDetail?id=${station.id}&tab=${tab}`;
const bindPath = `/api/out-wrapper/group/tenants/${TENANT_ID}/users/${USER_ID}/groups/${station.id}/bind-with-info`;
const thingsPath = `/api/out-wrapper/group/tenants/${TENANT_ID}/group/${station.id}/things`;
const energy = {
  charge_kwh: 1,
  discharge_kwh: 2,
  pv_kwh: 3,
  grid_import_kwh: 4,
  grid_export_kwh: 5,
  load_kwh: 6,
};

describe('StationDetail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the bind refusals 70005 and 70006 at the device ids', async () => {
    let answer = failure(404, 'iot-out-wrapper.70005', '设备不存在');
    const api = fakeApi({
      [`GET /api/stations/${station.id}`]: () => ({ body: station }),
      [`GET ${thingsPath}`]: () => ({
        body: { list: [], pagination: { total_size: 0, current_page: 1, page_size: 10 } },
      }),
      [`PUT ${bindPath}`]: () => answer,
    });
    signInAsManager();
    const user = renderAppOn(api, detail('devices'), { pointerEventsCheck: 0 });

    await user.click(await screen.findByTestId('device-bind'));
    await user.type(await screen.findByTestId('bind-things-ids'), 'pcs-1, bms-1');
    await user.click(screen.getByText(/^确\s*定$/));
    const field = () => screen.getByTestId('bind-things-ids').closest('.ant-form-item') as HTMLElement;
    expect(await within(field()).findByText('设备不存在')).toBeInTheDocument();
    expect(api.callsTo('PUT', bindPath)[0]?.body).toEqual({ things_ids: ['pcs-1', 'bms-1'] });

    answer = failure(409, 'iot-out-wrapper.70006', '设备已绑定到电站');
    await user.click(screen.getByText(/^确\s*定$/));
    expect(await within(field()).findByText('设备已绑定到电站')).toBeInTheDocument();
  }, 60_000);

  it("draws the overview's energy flow with only the parts of the user's setting, and collects", async () => {
    const api = fakeApi({
      [`GET /api/stations/${station.id}`]: () => ({ body: station }),
      'GET /api/tenant/users/self/customization': () => ({
        body: {
          systemConfig: [
            {
              key: 'singleStationConfig',
              value: JSON.stringify({ energyOverviewDisplay: ['photovoltaic', 'load'] }),
            },
          ],
        },
      }),
      [`GET /api/stations/${station.id}/overview`]: () => ({
        body: {
          station_id: station.id,
          power: { grid_kw: 1.5, pv_kw: 7.25, storage_kw: -2, load_kw: 6.75 },
          soc: 55,
          today: energy,
          total: energy,
          today_income: 1.6,
          currency: 'CNY',
          running_status: 'run',
          updated_at: '2026-01-01T08:00:00Z',
          curve: [],
          included_station_ids: [station.id],
        },
      }),
      [`PUT /api/stations/${station.id}/collect`]: () => ({ status: 204 }),
    });
    signInAsManager();
    const user = renderAppOn(api, detail('overview'), { pointerEventsCheck: 0 });

    expect(await screen.findByTestId('flow-photovoltaic-power')).toHaveTextContent('7.25 kW');
    await waitFor(() => expect(screen.queryByTestId('flow-electricSupply')).toBeNull());
    expect(screen.getByTestId('flow-load-power')).toHaveTextContent('6.75 kW');
    expect(screen.queryByTestId('flow-energyStorage')).toBeNull();

    await user.click(screen.getByTestId('station-detail-collect'));
    await waitFor(() => expect(api.callsTo('PUT', `/api/stations/${station.id}/collect`)).toHaveLength(1));
  }, 60_000);

  it("shows a Phoenix (UTC−7) station's times and curve on its own clock, from its local midnight", async () => {
    const phoenix = { ...station, tz_offset_hours: -7 };
    const api = fakeApi({
      [`GET /api/stations/${station.id}`]: () => ({ body: phoenix }),
      [`GET /api/stations/${station.id}/overview`]: () => ({
        body: {
          station_id: station.id,
          power: { grid_kw: 1, pv_kw: 2, storage_kw: 0, load_kw: 3 },
          soc: 50,
          today: energy,
          total: energy,
          today_income: 0,
          currency: 'USD',
          running_status: 'run',
          updated_at: '2026-06-01T19:30:00Z',
          history_since: null,
          // The server's day starts at Phoenix's midnight, 07:00 UTC.
          curve: [{ time: '2026-06-01T07:00:00Z', grid_kw: 1, pv_kw: 0, storage_kw: 0, load_kw: 1 }],
          included_station_ids: [station.id],
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsManager();
    renderApp(detail('overview'));

    const curve = await screen.findByTestId('power-curve');
    expect(curve).toHaveAttribute('data-first-label', '00:00');
    expect(curve).toHaveAttribute('data-tz', 'UTC−7');
    expect(screen.getByTestId('overview-updated')).toHaveTextContent('2026-06-01 12:30:00 (UTC−7)');
  }, 60_000);
});
