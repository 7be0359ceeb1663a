import type { PriceTemplate } from '@ies/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translateError } from '../../../i18n/translateError';
import { renderApp } from '../../../test/renderApp';
import { failure, type FakeRequest, fakeApi } from '../../../test/fakeApi';
import { signInAsManager, TENANT_ID } from '../../../test/stationFixtures';

const LIST = `/api/out-group-mgmt/tenant/${TENANT_ID}/group-price-template`;

function template(index: number, overrides: Partial<PriceTemplate> = {}): PriceTemplate {
  return {
    id: `6e1c2a4e-8f8e-4a44-9a59-${String(index).padStart(12, '0')}`,
    name: `price_${index}`,
    remark: '',
    i18n: {},
    config: {
      charge_price: 0.3,
      discharge_price: 1,
      grid_connection_price: 0.39,
      demand_charge_per_kw: null,
      periods: [
        { property: 'valley', start: '00:00', end: '08:00', price: 0.3 },
        { property: 'peak', start: '08:00', end: '23:59', price: 1 },
      ],
      weekday_plans: [],
      special_periods: [],
    },
    station_count: 0,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const templates = Array.from({ length: 12 }, (_, index) => template(index + 1));
const weekend = templates[3]!;
weekend.config.weekday_plans = [
  { weekdays: [6, 7], periods: [{ property: 'valley', start: '00:00', end: '23:59', price: 0.2 }] },
];

/** The list call as the server answers it: name contains, pages by page_size. */
function listAnswer(request: FakeRequest) {
  const name = request.query.get('name') ?? '';
  const page = Number(request.query.get('current_page') ?? '1');
  const size = Number(request.query.get('page_size') ?? '10');
  const matching = templates.filter((t) => t.name.includes(name));
  return {
    body: {
      list: matching.slice((page - 1) * size, page * size),
      pagination: { total_size: matching.length, current_page: page, page_size: size },
    },
  };
}

function start(handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ [`GET ${LIST}`]: listAnswer, ...handlers });
  vi.stubGlobal('fetch', api.fetchMock);
  signInAsManager();
  renderApp('/Container/StationManagement/PriceList');
  return { api, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe('PriceList', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the templates a page at a time and searches by name', async () => {
    const { api, user } = start({});
    const table = await screen.findByTestId('price-table');
    expect(await within(table).findByText('price_1')).toBeInTheDocument();
    expect(within(table).getByText('price_10')).toBeInTheDocument();
    expect(within(table).queryByText('price_11')).not.toBeInTheDocument();

    await user.click(await screen.findByTitle('2'));
    expect(await within(table).findByText('price_12')).toBeInTheDocument();
    const paged = api.callsTo('GET', LIST).at(-1);
    expect(paged?.query.get('current_page')).toBe('2');
    expect(paged?.query.get('page_size')).toBe('10');

    await user.type(screen.getByTestId('price-filter-name'), 'price_11');
    await user.click(screen.getByTestId('price-search'));
    await waitFor(() => expect(within(table).queryByText('price_12')).not.toBeInTheDocument());
    expect(within(table).getByText('price_11')).toBeInTheDocument();
    const searched = api.callsTo('GET', LIST).at(-1);
    expect(searched?.query.get('name')).toBe('price_11');
    expect(searched?.query.get('current_page')).toBe('1');
  }, 60_000);

  it('refuses an overlap and a gap in the browser, sending nothing', async () => {
    const { api, user } = start({});
    await user.click(await screen.findByTestId('price-copy-price_2'));
    // The copy opens pre-filled with the original's name and a suffix.
    expect(await screen.findByTestId('price-name')).toHaveValue('price_2_副本');

    const secondStart = screen.getByTestId('price-period-1-start');
    await user.clear(secondStart);
    await user.type(secondStart, '07:00');
    await user.click(screen.getByTestId('price-save'));
    expect(await screen.findByText(translateError('iot-price.10004'))).toBeInTheDocument();

    await user.clear(secondStart);
    await user.type(secondStart, '09:00');
    await user.click(screen.getByTestId('price-save'));
    expect(await screen.findByText(translateError('iot-price.10003'))).toBeInTheDocument();
    expect(api.callsTo('POST', LIST)).toHaveLength(0);
  }, 60_000);

  it("shows the server's field error at its field, and the in-use refusal of a delete", async () => {
    const inUse = translateError('iot-price.10001');
    const target = templates[2]!;
    const { api, user } = start({
      [`PUT ${LIST}/${target.id}`]: () =>
        failure(422, 'iot-validation.10002', 'invalid', {
          fields: [
            { field: 'config.periods.0.price', code: 'iot-validation.10006', message: 'too many decimals' },
          ],
        }),
      [`DELETE ${LIST}/${target.id}`]: () => failure(409, 'iot-price.10001', inUse),
    });
    await user.click(await screen.findByTestId(`price-edit-${target.name}`));
    expect(await screen.findByTestId('price-name')).toHaveValue(target.name);
    await user.click(screen.getByTestId('price-save'));
    const error = await screen.findByText('too many decimals');
    // The message sits in the form item of the first period's price.
    const item = error.closest('.ant-form-item');
    expect(item && within(item as HTMLElement).getByTestId('price-period-0-price')).toBeTruthy();
    const put = api.callsTo('PUT', `${LIST}/${target.id}`)[0];
    expect(put?.body).toMatchObject({ name: target.name, remark: '', config: { charge_price: 0.3 } });

    await user.click(screen.getByTestId('price-cancel'));
    await user.click(screen.getByTestId(`price-delete-${target.name}`));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(screen.getByText(inUse)).toBeInTheDocument());
  }, 60_000);

  it('checks the weekday plans in the browser too, and sends them', async () => {
    const { api, user } = start({
      [`PUT ${LIST}/${weekend.id}`]: (request) => ({ body: { ...weekend, ...(request.body as object) } }),
    });
    await user.click(await screen.findByTestId(`price-edit-${weekend.name}`));
    const planStart = await screen.findByTestId('price-plan-0-period-0-start');
    await user.clear(planStart);
    await user.type(planStart, '01:00');
    await user.click(screen.getByTestId('price-save'));
    const gap = await screen.findByText(translateError('iot-price.10003'));
    expect(gap.closest('.ant-form-item')?.contains(planStart)).toBe(true);
    expect(api.callsTo('PUT', `${LIST}/${weekend.id}`)).toHaveLength(0);

    await user.clear(planStart);
    await user.type(planStart, '00:00');
    await user.click(screen.getByTestId('price-save'));
    await waitFor(() => expect(api.callsTo('PUT', `${LIST}/${weekend.id}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${LIST}/${weekend.id}`)[0]?.body).toMatchObject({
      config: { weekday_plans: [{ weekdays: [6, 7], periods: [{ start: '00:00', end: '23:59' }] }] },
    });
  }, 60_000);
});
