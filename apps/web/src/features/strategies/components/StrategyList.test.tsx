import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translateError } from '../../../i18n/translateError';
import { failure } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { startWith, strategyFixture } from '../testing/strategyFixtures';

const strategies = Array.from({ length: 12 }, (_, index) => strategyFixture(index));
const list = () => ({
  body: { list: strategies, pagination: { total_size: 12, current_page: 1, page_size: 20 } },
});
const ROUTE = '/Container/StationManagement/StationBatchStrategyList';

describe('StrategyList', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the default first, pages and searches by name', async () => {
    startWith({ 'GET /api/strategies': list });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(ROUTE);
    const table = await screen.findByTestId('strategy-table', {}, { timeout: 30_000 });
    await within(table).findByText('strategy_1');
    const rows = within(table).getAllByRole('row');
    // Header, then the default first (the server's order).
    expect(rows[1]).toHaveTextContent('默认策略');
    expect(within(rows[1]!).getByText('默认')).toBeInTheDocument();
    expect(within(table).queryByText('strategy_11')).not.toBeInTheDocument();

    await user.click(await screen.findByTitle('2'));
    expect(await within(table).findByText('strategy_11')).toBeInTheDocument();

    await user.type(screen.getByTestId('strategy-filter-name'), 'strategy_1');
    await user.click(screen.getByTestId('strategy-search'));
    await waitFor(() => expect(within(table).queryByText('默认策略')).not.toBeInTheDocument());
    expect(within(table).getByText('strategy_10')).toBeInTheDocument();
    expect(within(table).getByText('strategy_11')).toBeInTheDocument();
    expect(within(table).queryByText('strategy_2')).not.toBeInTheDocument();
  }, 60_000);

  it("shows the server's in-use and default refusals of a delete", async () => {
    const target = strategies[3]!;
    const api = startWith({
      'GET /api/strategies': list,
      [`DELETE /api/strategies/${target.id}`]: () =>
        failure(409, 'iot-strategy.10001', translateError('iot-strategy.10001')),
      [`DELETE /api/strategies/${strategies[0]!.id}`]: () =>
        failure(409, 'iot-strategy.10006', translateError('iot-strategy.10006')),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(ROUTE);
    await user.click(await screen.findByTestId('strategy-delete-strategy_3', {}, { timeout: 30_000 }));
    await user.click(await screen.findByRole('button', { name: '确 定' }));
    expect(await screen.findByText(translateError('iot-strategy.10001'))).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/strategies/${target.id}`)).toHaveLength(1);

    await user.click(screen.getByTestId('strategy-delete-默认策略'));
    const confirms = await screen.findAllByRole('button', { name: '确 定' });
    await user.click(confirms.at(-1)!);
    expect(await screen.findByText(translateError('iot-strategy.10006'))).toBeInTheDocument();
  }, 60_000);

  it('applies a strategy to chosen stations and shows each station’s result', async () => {
    const target = strategies[2]!;
    const stations = [
      { id: '5d1c2a4e-8f8e-4a44-9a59-000000000001', name: 'north_site' },
      { id: '5d1c2a4e-8f8e-4a44-9a59-000000000002', name: 'south_site' },
    ];
    const api = startWith({
      'GET /api/strategies': list,
      'GET /api/stations': () => ({
        body: { list: stations, pagination: { total_size: 2, current_page: 1, page_size: 100 } },
      }),
      [`POST /api/strategies/${target.id}/apply`]: () => ({
        body: {
          results: [
            {
              station_id: stations[0]!.id,
              station_name: 'north_site',
              state: 'applied',
              reason: null,
              assigned_at: '2026-01-01T00:00:00Z',
              applied_at: '2026-01-01T00:00:05Z',
            },
            {
              station_id: stations[1]!.id,
              station_name: 'south_site',
              state: 'failed',
              reason: 'iot-http.404',
              assigned_at: null,
              applied_at: null,
            },
          ],
        },
      }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(ROUTE);
    await user.click(await screen.findByTestId('strategy-apply-strategy_2', {}, { timeout: 30_000 }));
    // Nothing chosen: refused in the browser with the contract's code.
    await user.click(await screen.findByTestId('strategy-apply-submit'));
    expect(await screen.findByText(translateError('iot-validation.10001'))).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/strategies/${target.id}/apply`)).toHaveLength(0);

    const select = within(screen.getByTestId('strategy-apply-stations')).getByRole('combobox');
    await user.click(select);
    await user.click(await screen.findByTitle('north_site'));
    await user.click(await screen.findByTitle('south_site'));
    await user.click(screen.getByTestId('strategy-apply-submit'));

    expect(await screen.findByTestId('strategy-apply-summary')).toHaveTextContent(
      '已生效 1，下发中 0，失败 1',
    );
    expect(screen.getByTestId('strategy-apply-state-north_site')).toHaveTextContent('已生效');
    expect(screen.getByTestId('strategy-apply-state-south_site')).toHaveTextContent('失败');
    expect(screen.getByTestId('strategy-apply-state-south_site-reason')).toHaveTextContent(
      translateError('iot-http.404'),
    );
    const sent = api.callsTo('POST', `/api/strategies/${target.id}/apply`);
    expect(sent[0]?.body).toEqual({ station_ids: stations.map((s) => s.id) });
  }, 60_000);
});
