import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { fakeApi } from '../../../test/fakeApi';
import { signInAsManager, TENANT_ID } from '../../../test/stationFixtures';

const id = '6e1c2a4e-8f8e-4a44-9a59-000000000009';
const periods = [
  { property: 'valley', start: '00:00', end: '08:00', price: 0.3 },
  { property: 'sharp', start: '08:00', end: '23:59', price: 1.5 },
];

describe('PriceDetail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the template with its periods and special periods', async () => {
    const api = fakeApi({
      [`GET /api/out-group-mgmt/tenant/${TENANT_ID}/group-price-template/${id}`]: () => ({
        body: {
          id,
          name: 'summer_tou',
          remark: 'five bands',
          config: {
            charge_price: 0.3,
            discharge_price: 1,
            grid_connection_price: 0.39,
            demand_charge_per_kw: 32,
            periods,
            weekday_plans: [{ weekdays: [6, 7], periods: [{ ...periods[0], end: '23:59' }] }],
            special_periods: [
              { name: 'summer', start_date: '07-01', end_date: '08-31', periods, weekday_plans: [] },
            ],
          },
          station_count: 2,
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsManager();
    renderApp(`/Container/StationManagement/PriceList/PriceDetail?id=${id}`);

    expect(await screen.findByTestId('price-detail-name')).toHaveTextContent('summer_tou');
    expect(screen.getByText('32')).toBeInTheDocument();
    const specials = screen.getByTestId('price-special-periods');
    expect(within(specials).getByText('summer')).toBeInTheDocument();
    expect(within(specials).getByText(/07-01/)).toBeInTheDocument();
    expect(within(specials).getAllByText('1.5').length).toBeGreaterThan(0);
  }, 60_000);
});
