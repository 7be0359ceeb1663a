import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translateError } from '../../../i18n/translateError';
import { failure } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { stationFixture } from '../../../test/stationFixtures';
import { STATION_ID, startWith, strategyFixture } from '../testing/strategyFixtures';

const station = stationFixture(0, { id: STATION_ID, name: 'north_site' });
const figures = (revenue: number) => ({
  revenue,
  arbitrage: revenue,
  pv_savings: 0,
  feed_in: 0,
  grid_bill: 500,
  charge_kwh: 100,
  discharge_kwh: 90,
  import_kwh: 800,
  export_kwh: 0,
  peak_import_kw: 120,
});
const result = {
  from: '2026-10-01',
  to: '2026-10-30',
  battery: {
    capacity_kwh: 430,
    max_charge_kw: 215,
    max_discharge_kw: 215,
    round_trip_efficiency: 0.9,
    soc_min: 10,
    soc_max: 95,
    soc_window_source: { soc_min: 'devices', soc_max: 'devices' },
    initial_soc: 40,
    soh: 98,
  },
  recorded: figures(1000),
  backtest: figures(1234.5),
  coverage: { share: 0.9583, missing_hours: 30 },
  days: [],
};

describe('StationBacktest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("runs a stored strategy against the station's recorded days, shows the server's refusal at its field, then the figures beside the record", async () => {
    const candidate = strategyFixture(1);
    let refuse = true;
    const api = startWith({
      [`GET /api/stations/${STATION_ID}`]: () => ({ body: station }),
      [`GET /api/stations/${STATION_ID}/strategy`]: () => ({
        body: { strategy: null, assigned_at: null, state: null, reason: null, applied_at: null, history: [] },
      }),
      'GET /api/strategies': () => ({
        body: { list: [candidate], pagination: { total_size: 1, current_page: 1, page_size: 20 } },
      }),
      [`POST /api/stations/${STATION_ID}/backtest`]: () => {
        if (refuse) {
          refuse = false;
          return failure(422, 'iot-http.422', 'invalid', {
            fields: [
              { field: 'to', code: 'iot-validation.10016', message: translateError('iot-validation.10016') },
            ],
          });
        }
        return { body: result };
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(`/Container/StationManagement/StationList/StationDetail?id=${STATION_ID}&tab=strategy`);

    const select = await screen.findByTestId('backtest-strategy', {}, { timeout: 30_000 });
    // Nothing chosen: the form says so and sends nothing.
    await user.click(screen.getByTestId('backtest-run'));
    expect(await screen.findByText('请选择策略', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/stations/${STATION_ID}/backtest`)).toHaveLength(0);

    await user.click(within(select).getByRole('combobox'));
    await user.click(await screen.findByTitle('strategy_1', {}, { timeout: 20_000 }));
    await user.click(screen.getByTestId('backtest-run'));
    expect(
      await screen.findByText(translateError('iot-validation.10016'), {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    const sent = api.callsTo('POST', `/api/stations/${STATION_ID}/backtest`)[0]?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ strategy_id: candidate.id });
    expect(sent.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.click(screen.getByTestId('backtest-run'));
    await waitFor(() => expect(screen.getByTestId('backtest-revenue')).toHaveTextContent('1234.5'), {
      timeout: 20_000,
    });
    const table = screen.getByTestId('backtest-result');
    // Revenue and arbitrage both differ by 234.5.
    expect(within(table).getAllByText('234.5')).toHaveLength(2);
    expect(screen.getByTestId('backtest-battery')).toHaveTextContent('430 kWh');
    expect(screen.getByTestId('backtest-soc-source')).toHaveTextContent('来自 BMS');
    // How much of the range had readings, and why the figures may be less exact where it had none.
    expect(screen.getByTestId('backtest-coverage')).toHaveTextContent('区间的 95.83 %（30 小时无读数）');
    expect(screen.getByText(/读数间隔超过 60 分钟/)).toBeInTheDocument();
  }, 180_000);
});
