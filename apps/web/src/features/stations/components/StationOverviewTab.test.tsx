import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { signInAsManager, stationFixture, EMPTY_BAND } from '../../../test/stationFixtures';

const station = stationFixture(1);
const energy = {
  charge_kwh: 0,
  discharge_kwh: 0,
  pv_kwh: 0,
  grid_import_kwh: 0,
  grid_export_kwh: 0,
  load_kwh: 0,
};
const none = EMPTY_BAND;

describe('StationOverviewTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows today's revenue per price band beside the live figures", async () => {
    const api = fakeApi({
      [`GET /api/stations/${station.id}`]: () => ({ body: station }),
      [`GET /api/stations/${station.id}/overview`]: () => ({
        body: {
          station_id: station.id,
          power: { grid_kw: 0, pv_kw: 0, storage_kw: 0, load_kw: 0 },
          soc: 50,
          today: energy,
          total: energy,
          today_income: 41.3,
          currency: 'CNY',
          running_status: 'run',
          updated_at: '2026-01-01T08:00:00Z',
          curve: [],
          included_station_ids: [station.id],
        },
      }),
      [`GET /api/stations/${station.id}/revenue`]: () => ({
        body: {
          date: '2026-01-01',
          bands: {
            sharp: { ...none, price: 1.5, discharge_kwh: 20, arbitrage: 30 },
            peak: { ...none, price: 1.1, discharge_kwh: 10, arbitrage: 11, pv_savings: 2.2 },
            flat: none,
            valley: { ...none, price: 0.3, charge_kwh: 40, arbitrage: -12 },
            deep_valley: none,
          },
          arbitrage: 29,
          pv_savings: 2.2,
          feed_in: 0,
          subsidy: 10.1,
          total: 41.3,
          peak_import_kw: 0,
          peak_import_without_battery_kw: 0,
        },
      }),
      [`GET /api/stations/${station.id}/demand`]: () => ({
        body: {
          month: '2026-01',
          days: 1,
          demand_charge_per_kw: 30,
          peak_import_kw: 120,
          peak_date: '2026-01-01',
          peak_import_without_battery_kw: 180,
          demand_charge: 3600,
          saving: 1800,
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsManager();
    renderApp(`/Container/StationManagement/StationList/StationDetail?id=${station.id}&tab=overview`);

    const table = await screen.findByTestId('overview-band-revenue', {}, { timeout: 30_000 });
    expect(await within(table).findByTestId('overview-band-revenue-sharp')).toHaveTextContent('30');
    expect(within(table).getByTestId('overview-band-revenue-peak')).toHaveTextContent('13.2');
    expect(within(table).getByTestId('overview-band-revenue-valley')).toHaveTextContent('-12');
    // Bands the day did not touch are left out.
    expect(within(table).queryByTestId('overview-band-revenue-flat')).toBeNull();
    expect(screen.getByTestId('overview-band-revenue-total')).toHaveTextContent('41.3 CNY');
    // The month's peak import with and without the battery and the demand charge saved.
    expect(await screen.findByTestId('overview-demand')).toHaveTextContent(
      '本月最大需量 120 kW（无储能时 180 kW），节省需量电费 1800 CNY',
    );
    // Today at the station: no date is sent.
    expect(api.callsTo('GET', `/api/stations/${station.id}/revenue`)[0]?.query.get('date')).toBeNull();
  }, 60_000);
});
