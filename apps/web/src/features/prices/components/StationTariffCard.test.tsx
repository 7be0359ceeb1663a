import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppOn } from '../../../test/renderApp';
import { fakeApi } from '../../../test/fakeApi';
import { signInAsManager, stationFixture, TENANT_ID } from '../../../test/stationFixtures';

const station = stationFixture(1);
const templateId = '6e1c2a4e-8f8e-4a44-9a59-000000000001';
const band = (price: number, discharge: number) => ({
  charge_kwh: 0,
  discharge_kwh: discharge,
  import_kwh: 0,
  export_kwh: 0,
  pv_kwh: 0,
  load_kwh: 0,
  price,
  arbitrage: discharge * price,
  pv_savings: 0,
  feed_in: 0,
});
const version = {
  id: '7f1c2a4e-8f8e-4a44-9a59-000000000001',
  station_id: station.id,
  template_id: templateId,
  template_name: 'five_band',
  effective_from: '2026-11-01',
  created_at: '2026-11-01T00:00:00Z',
};

describe('StationTariffCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the station's tariff and the day's revenue per band, and assigns a template from a date", async () => {
    const api = fakeApi({
      [`GET /api/stations/${station.id}`]: () => ({ body: station }),
      [`GET /api/stations/${station.id}/tariffs`]: () => ({ body: { list: [version], current: version } }),
      [`POST /api/stations/${station.id}/tariffs`]: () => ({ status: 201, body: version }),
      [`GET /api/out-group-mgmt/tenant/${TENANT_ID}/group-price-template`]: () => ({
        body: {
          list: [{ id: templateId, name: 'five_band' }],
          pagination: { total_size: 1, current_page: 1, page_size: 20 },
        },
      }),
      [`GET /api/stations/${station.id}/revenue`]: () => ({
        body: {
          date: '2026-11-25',
          bands: {
            sharp: band(1.5, 10),
            peak: band(1, 0),
            flat: band(0.7, 0),
            valley: band(0.3, 0),
            deep_valley: band(0.2, 0),
          },
          arbitrage: 15,
          pv_savings: 0,
          feed_in: 0,
          subsidy: 0,
          total: 15,
          peak_import_kw: 0,
          peak_import_without_battery_kw: 0,
          template_id: templateId,
        },
      }),
    });
    signInAsManager();
    const user = renderAppOn(
      api,
      `/Container/StationManagement/StationList/StationDetail?id=${station.id}&tab=tariff`,
      { pointerEventsCheck: 0 },
    );

    await waitFor(() => expect(screen.getByTestId('station-tariff-current')).toHaveTextContent('five_band'));
    await waitFor(() => expect(screen.getByTestId('station-revenue-total')).toHaveTextContent('15'));
    expect(within(screen.getByTestId('station-revenue')).getAllByText('1.5').length).toBeGreaterThan(0);

    await user.click(within(screen.getByTestId('station-tariff-template')).getByRole('combobox'));
    await user.click(await screen.findByTitle('five_band'));
    await user.click(screen.getByTestId('station-tariff-assign'));
    await waitFor(() => expect(api.callsTo('POST', `/api/stations/${station.id}/tariffs`)).toHaveLength(1));
    const body = api.callsTo('POST', `/api/stations/${station.id}/tariffs`)[0]?.body as Record<
      string,
      string
    >;
    expect(body.template_id).toBe(templateId);
    expect(body.effective_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 60_000);
});
