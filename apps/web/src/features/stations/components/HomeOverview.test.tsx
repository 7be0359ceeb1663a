import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { fakeApi } from '../../../test/fakeApi';
import { signInAsManager } from '../../../test/stationFixtures';
import { signIn } from '../../../test/session';

const energy = {
  charge_kwh: 10,
  discharge_kwh: 8.5,
  pv_kwh: 30,
  grid_import_kwh: 4,
  grid_export_kwh: 1,
  load_kwh: 40,
};

describe('HomeOverview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the caller's totals, states, map and top stations", async () => {
    const api = fakeApi({
      'GET /api/home/summary': () => ({
        body: {
          station_count: 2,
          installed_capacity_kwh: 300,
          installed_power_kw: 150,
          power: { grid_kw: 3, pv_kw: 12.5, storage_kw: -4, load_kw: 11.5 },
          today: energy,
          total: energy,
          today_income: [{ currency: 'CNY', amount: 6.8 }],
          by_running_state: { run: 1, fault: 1, unknown: 1 },
          top_stations: [
            {
              id: 's1',
              name: '一号站',
              today_discharge_kwh: 8.5,
              today_pv_kwh: 30,
              today_income: 6.8,
              currency: 'CNY',
            },
          ],
          map_points: [{ id: 's1', name: '一号站', longitude: 120.1, latitude: 30.2, running_status: 'run' }],
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsManager();
    renderApp('/Container/Home/HomePage');

    expect(await screen.findByTestId('home-overview')).toBeInTheDocument();
    expect(screen.getByTestId('home-station-count')).toHaveTextContent('2');
    expect(screen.getByTestId('home-capacity')).toHaveTextContent('300');
    expect(screen.getByTestId('home-income')).toHaveTextContent('6.8 CNY');
    expect(screen.getByTestId('home-power')).toHaveTextContent('12.5');
    expect(screen.getByTestId('home-states')).toHaveTextContent('运行: 1');
    expect(screen.getByTestId('home-states')).toHaveTextContent('故障: 1');
    // A station without a reported state is counted in words, not as "--: 1".
    expect(screen.getByTestId('home-state-unknown')).toHaveTextContent('暂无运行状态: 1');
    expect(screen.getByTestId('home-states')).not.toHaveTextContent('--');
    expect(screen.getAllByTestId('home-map-marker')).toHaveLength(1);
    expect(within(screen.getByTestId('home-top')).getByText('一号站')).toBeInTheDocument();
  }, 60_000);

  const emptySummary = {
    station_count: 0,
    installed_capacity_kwh: 0,
    installed_power_kw: 0,
    power: { grid_kw: null, pv_kw: null, storage_kw: null, load_kw: null },
    today: { ...energy, charge_kwh: 0 },
    total: { ...energy, charge_kwh: 0 },
    today_income: [],
    by_running_state: {},
    top_stations: [],
    map_points: [],
  };

  it('tells a sub-user without stations who grants them, instead of empty widgets', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/home/summary': () => ({ body: emptySummary }) }).fetchMock);
    signIn(
      {
        id: 'u2',
        tenant_id: 't1',
        name: 'bob',
        isManager: false,
        tenantInfo: { name: 'Acme' },
      },
      'sub-token',
    );
    renderApp('/Container/Home/HomePage');

    const empty = await screen.findByTestId('home-empty', {}, { timeout: 30_000 });
    expect(empty).toHaveTextContent('暂无可查看的电站');
    expect(empty).toHaveTextContent('请联系 Acme 的管理员');
    expect(screen.queryByTestId('home-overview')).toBeNull();
    expect(screen.queryByTestId('home-map')).toBeNull();
  }, 60_000);

  it('offers a manager without stations to add one and to grant them', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/home/summary': () => ({ body: emptySummary }) }).fetchMock);
    signInAsManager();
    renderApp('/Container/Home/HomePage');

    const empty = await screen.findByTestId('home-empty', {}, { timeout: 30_000 });
    expect(within(empty).getByRole('link', { name: '新增电站' })).toHaveAttribute(
      'href',
      '/Container/StationManagement/StationList/StationAdd',
    );
    expect(within(empty).getByRole('link', { name: '为子用户授权电站' })).toBeInTheDocument();
  }, 60_000);
});
