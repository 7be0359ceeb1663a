import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translateError } from '../../../i18n/translateError';
import { renderApp } from '../../../test/renderApp';
import { stationFixture } from '../../../test/stationFixtures';
import { STATION_ID, startWith, strategyFixture } from '../testing/strategyFixtures';

const station = stationFixture(0, {
  id: STATION_ID,
  name: 'north_site',
  address: '',
  contact: '',
  installed_capacity_kwh: 200,
  installed_power_kw: 100,
});

describe('StationStrategyTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the current strategy, its failed push with the reason, the history, and changes it', async () => {
    const current = { ...strategyFixture(1), i18n: { name: { zh: '策略一', en: 'Plan one' } } };
    const next = strategyFixture(2);
    const chosen = {
      strategy: next,
      assigned_at: '2026-01-03T00:00:00Z',
      state: 'pending',
      reason: null,
      applied_at: null,
      history: [],
    };
    let changed = false;
    const api = startWith({
      [`GET /api/stations/${STATION_ID}`]: () => ({ body: station }),
      [`GET /api/stations/${STATION_ID}/strategy`]: () => ({
        body: changed
          ? chosen
          : {
              strategy: current,
              assigned_at: '2026-01-02T00:00:00Z',
              state: 'failed',
              reason: 'iot-http.404',
              applied_at: null,
              history: [
                {
                  strategy_id: current.id,
                  strategy_name: 'strategy_1',
                  state: 'failed',
                  reason: 'iot-http.404',
                  changed_at: '2026-01-02T00:00:00Z',
                  changed_by: 'acme',
                },
                {
                  strategy_id: null,
                  strategy_name: 'old_plan',
                  state: 'applied',
                  reason: null,
                  changed_at: '2026-01-01T00:00:00Z',
                  changed_by: 'acme',
                },
              ],
            },
      }),
      'GET /api/strategies': () => ({
        body: { list: [current, next], pagination: { total_size: 2, current_page: 1, page_size: 20 } },
      }),
      [`PUT /api/stations/${STATION_ID}/strategy`]: () => {
        changed = true;
        return { body: chosen };
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(`/Container/StationManagement/StationList/StationDetail?id=${STATION_ID}&tab=strategy`);

    expect(await screen.findByTestId('station-strategy-current', {}, { timeout: 30_000 })).toHaveTextContent(
      '策略一',
    );
    expect(screen.getByTestId('station-strategy-state')).toHaveTextContent('失败');
    expect(screen.getByTestId('station-strategy-state-reason')).toHaveTextContent(
      translateError('iot-http.404'),
    );
    expect(await screen.findByTestId('strategy-power-chart')).toHaveAttribute('data-segments', '3');
    const history = screen.getByTestId('station-strategy-history');
    expect(within(history).getByText('old_plan')).toBeInTheDocument();
    // The change to the current strategy, under its name then, reads in the app's language.
    expect(within(history).getByText('策略一')).toBeInTheDocument();
    expect(within(history).queryByText('strategy_1')).toBeNull();
    expect(within(history).getByText('已生效')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('station-strategy-select')).getByRole('combobox'));
    await user.click(await screen.findByTitle('strategy_2'));
    await user.click(screen.getByTestId('station-strategy-choose'));
    await waitFor(() =>
      expect(screen.getByTestId('station-strategy-current')).toHaveTextContent('strategy_2'),
    );
    expect(screen.getByTestId('station-strategy-state')).toHaveTextContent('下发中');
    expect(api.callsTo('PUT', `/api/stations/${STATION_ID}/strategy`)[0]?.body).toEqual({
      strategy_id: next.id,
    });
  }, 60_000);

  it('says so when the station has no strategy yet', async () => {
    startWith({
      [`GET /api/stations/${STATION_ID}`]: () => ({ body: { ...station, access: 'view' } }),
      [`GET /api/stations/${STATION_ID}/strategy`]: () => ({
        body: { strategy: null, assigned_at: null, state: null, reason: null, applied_at: null, history: [] },
      }),
    });
    renderApp(`/Container/StationManagement/StationList/StationDetail?id=${STATION_ID}&tab=strategy`);
    expect(await screen.findByTestId('station-strategy-current', {}, { timeout: 30_000 })).toHaveTextContent(
      '该电站尚未选择策略',
    );
    // A viewer cannot choose one.
    expect(screen.queryByTestId('station-strategy-select')).not.toBeInTheDocument();
  }, 60_000);
});
