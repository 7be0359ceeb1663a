import { strategyPower } from '@ies/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translateError } from '../../../i18n/translateError';
import { failure } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { STATION_ID, startWith, strategyFixture, TENANT_ID } from '../testing/strategyFixtures';

const FORM = '/Container/StationManagement/StationList/StationDetail/AddStrategy';
const TEMPLATES = `/api/out-group-mgmt/tenant/${TENANT_ID}/group-price-template`;

/** The error shown under the form item that holds the element with this test id. */
async function errorAt(testId: string) {
  const item = screen.getByTestId(testId).closest('.ant-form-item') as HTMLElement;
  await waitFor(() => expect(item.querySelector('.ant-form-item-explain-error')).not.toBeNull());
  return item.querySelector('.ant-form-item-explain-error')?.textContent;
}

async function chooseMode(user: ReturnType<typeof userEvent.setup>, index: number, label: string) {
  await user.click(within(screen.getByTestId(`strategy-range-${index}-mode`)).getByRole('combobox'));
  const options = await screen.findAllByTitle(label);
  await user.click(options.at(-1)!);
}

describe('StrategyForm (AddStrategy)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows only the chosen mode's fields and checks with the contract, sending nothing", async () => {
    const api = startWith({});
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(FORM);
    await screen.findByTestId('strategy-name', {}, { timeout: 30_000 });
    expect(screen.queryByTestId('strategy-range-0-grid_import_threshold_kw')).not.toBeInTheDocument();
    await chooseMode(user, 0, '削峰填谷');
    expect(await screen.findByTestId('strategy-range-0-grid_import_threshold_kw')).toBeInTheDocument();
    expect(screen.queryByTestId('strategy-range-0-max_export_kw')).not.toBeInTheDocument();
    await chooseMode(user, 0, '防逆流');
    expect(await screen.findByTestId('strategy-range-0-max_export_kw')).toBeInTheDocument();
    expect(screen.queryByTestId('strategy-range-0-grid_import_threshold_kw')).not.toBeInTheDocument();

    await user.type(screen.getByTestId('strategy-name'), 'bad name!');
    const charge = screen.getByTestId('strategy-range-0-charge');
    await user.clear(charge);
    await user.type(charge, '1.2345');
    await user.click(screen.getByTestId('strategy-save'));

    expect(await errorAt('strategy-name')).toBe(translateError('iot-strategy.10005'));
    const decimals = strategyPower.safeParse(1.2345);
    const issue = decimals.error?.issues[0] as { message: string; params?: Record<string, number> };
    expect(await errorAt('strategy-range-0-charge')).toBe(translateError(issue.message, issue.params));
    // The anti-reflux limit is required for that mode.
    expect(await errorAt('strategy-range-0-max_export_kw')).toBe(translateError('iot-validation.10001'));
    expect(api.callsTo('POST', '/api/strategies')).toHaveLength(0);
  }, 60_000);

  it("puts the server's field errors at their fields", async () => {
    let answer = 0;
    const api = startWith({
      'POST /api/strategies': () =>
        answer++ === 0
          ? failure(422, 'iot-validation.10002', 'invalid', {
              fields: [
                {
                  field: 'ranges.0.soc_max',
                  code: 'iot-validation.10013',
                  message: 'SOC window upside down',
                },
              ],
            })
          : failure(409, 'iot-strategy.10002', 'name taken', {
              fields: [
                { field: 'name', code: 'iot-strategy.10002', message: 'The strategy name is already taken' },
              ],
            }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(FORM);
    await user.type(await screen.findByTestId('strategy-name', {}, { timeout: 30_000 }), 'night_charge');
    await user.click(screen.getByTestId('strategy-save'));
    expect(await errorAt('strategy-range-0-soc-max')).toBe('SOC window upside down');
    await user.click(screen.getByTestId('strategy-save'));
    expect(await errorAt('strategy-name')).toBe('The strategy name is already taken');
    expect(api.callsTo('POST', '/api/strategies')[0]?.body).toMatchObject({
      name: 'night_charge',
      ranges: [{ start: '00:00', end: '23:59', mode: 'standby' }],
    });
  }, 60_000);

  it('generates ranges from a price template, then saves and chooses it for the station', async () => {
    const generated = strategyFixture(5).ranges;
    const saved = strategyFixture(5, { name: 'from_prices' });
    const api = startWith({
      [`GET ${TEMPLATES}`]: () => ({
        body: {
          list: [{ id: '6e1c2a4e-8f8e-4a44-9a59-000000000001', name: 'five_band' }],
          pagination: { total_size: 1, current_page: 1, page_size: 20 },
        },
      }),
      'POST /api/strategies/generate': () => ({ body: { ranges: generated } }),
      'POST /api/strategies': () => ({ status: 201, body: saved }),
      [`PUT /api/stations/${STATION_ID}/strategy`]: () => ({
        body: {
          strategy: saved,
          assigned_at: null,
          state: 'pending',
          reason: null,
          applied_at: null,
          history: [],
        },
      }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(`${FORM}?station=${STATION_ID}`);
    await user.click(await screen.findByTestId('strategy-generate', {}, { timeout: 30_000 }));
    await user.click(within(await screen.findByTestId('strategy-generate-template')).getByRole('combobox'));
    await user.click(await screen.findByTitle('five_band'));
    await user.type(screen.getByTestId('strategy-generate-charge'), '50');
    await user.type(screen.getByTestId('strategy-generate-discharge'), '60.5');
    await user.type(screen.getByTestId('strategy-generate-threshold'), '200');
    await user.click(screen.getByTestId('strategy-generate-ok'));

    expect(await screen.findByTestId('strategy-range-2')).toBeInTheDocument();
    expect(screen.getByTestId('strategy-range-1-start')).toHaveValue('08:00');
    expect(api.callsTo('POST', '/api/strategies/generate')[0]?.body).toEqual({
      template_id: '6e1c2a4e-8f8e-4a44-9a59-000000000001',
      charge_power_kw: 50,
      discharge_power_kw: 60.5,
      grid_import_threshold_kw: 200,
      soc_min: 10,
      soc_max: 90,
    });

    await user.type(screen.getByTestId('strategy-name'), 'from_prices');
    expect(screen.getByTestId('strategy-use-at-station')).toBeChecked();
    await user.click(screen.getByTestId('strategy-save'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/StationManagement/StationList/StationDetail',
      ),
    );
    expect(api.callsTo('POST', '/api/strategies')[0]?.body).toMatchObject({
      name: 'from_prices',
      ranges: generated,
    });
    expect(api.callsTo('PUT', `/api/stations/${STATION_ID}/strategy`)[0]?.body).toEqual({
      strategy_id: saved.id,
    });
  }, 60_000);
});
