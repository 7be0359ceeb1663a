import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translateError } from '../../../i18n/translateError';
import { renderApp } from '../../../test/renderApp';
import { STATION_ID, startWith, strategyFixture } from '../testing/strategyFixtures';

describe('StrategyDetail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the ranges, the planned-power chart and the stations with their states', async () => {
    const strategy = strategyFixture(4, { station_count: 2, remark: 'summer plan' });
    startWith({
      [`GET /api/strategies/${strategy.id}`]: () => ({ body: strategy }),
      [`GET /api/strategies/${strategy.id}/stations`]: () => ({
        body: {
          list: [
            {
              station_id: STATION_ID,
              station_name: 'north_site',
              state: 'applied',
              reason: null,
              assigned_at: '2026-01-01T00:00:00Z',
              applied_at: '2026-01-01T00:00:05Z',
            },
            {
              station_id: '5d1c2a4e-8f8e-4a44-9a59-000000000002',
              station_name: 'south_site',
              state: 'failed',
              reason: 'iot-http.404',
              assigned_at: '2026-01-01T00:00:00Z',
              applied_at: null,
            },
          ],
        },
      }),
    });
    renderApp(
      `/Container/StationManagement/StationBatchStrategyList/StationStrategyDetail?id=${strategy.id}`,
    );

    expect(await screen.findByTestId('strategy-detail-name', {}, { timeout: 30_000 })).toHaveTextContent(
      'strategy_4',
    );
    expect(screen.getByText('summer plan')).toBeInTheDocument();
    const ranges = screen.getByTestId('strategy-ranges');
    expect(within(ranges).getByText('削峰填谷')).toBeInTheDocument();
    expect(within(ranges).getByText('防逆流')).toBeInTheDocument();
    expect(within(ranges).getByText('200 kW')).toBeInTheDocument();
    expect(within(ranges).getByText('60.5')).toBeInTheDocument();
    // One bar for the charge range, one for the discharge range, a line for standby.
    expect(await screen.findByTestId('strategy-power-chart')).toHaveAttribute('data-segments', '3');

    expect(await screen.findByTestId('strategy-station-state-north_site')).toHaveTextContent('已生效');
    expect(screen.getByTestId('strategy-station-state-south_site')).toHaveTextContent('失败');
    expect(screen.getByTestId('strategy-station-state-south_site-reason')).toHaveTextContent(
      translateError('iot-http.404'),
    );
  }, 60_000);
});
