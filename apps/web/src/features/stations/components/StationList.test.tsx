import { PAGE_SIZE_MAX } from '@ies/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderAppOn } from '../../../test/renderApp';
import { type FakeRequest, fakeApi } from '../../../test/fakeApi';
import { signInAsManager, stationFixture } from '../../../test/stationFixtures';
import { LIST_MEMORY_KEY } from '../utils/listState';

const stations = Array.from({ length: 25 }, (_, index) => stationFixture(index + 1));

/** The list call: filters by name, pages by 10, like the server. */
function listAnswer(request: FakeRequest) {
  const name = request.query.get('name') ?? '';
  const page = Number(request.query.get('current_page') ?? '1');
  const size = Number(request.query.get('page_size') ?? '10');
  const matching = stations.filter((station) => station.name.includes(name));
  return {
    body: {
      list: matching.slice((page - 1) * size, page * size),
      pagination: { total_size: matching.length, current_page: page, page_size: size },
    },
  };
}

/** The list's page requests (the map asks for every station separately, at the largest page size). */
function pageCalls(api: { callsTo(method: string, path: string): Array<{ query: URLSearchParams }> }) {
  return api
    .callsTo('GET', '/api/stations')
    .filter((call) => call.query.get('page_size') !== String(PAGE_SIZE_MAX));
}

describe('StationList', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('comes back with its filters and page after visiting a detail', async () => {
    const target = stations[18]!; // station_19
    const api = fakeApi({
      'GET /api/stations': listAnswer,
      [`GET /api/stations/${target.id}`]: () => ({ body: target }),
    });
    signInAsManager();
    const user = renderAppOn(api, '/Container/StationManagement/StationList', { pointerEventsCheck: 0 });

    const table = await screen.findByTestId('station-table');
    // The address has a width of its own, so the fixed actions column cannot squeeze it away.
    const widths = [...table.querySelectorAll('colgroup col')].map((col) => (col as HTMLElement).style.width);
    expect(widths).toContain('220px');
    expect(await within(table).findByText('station_1')).toBeInTheDocument();
    await user.type(screen.getByTestId('station-filter-name'), 'station_1');
    await user.click(screen.getByTestId('station-search'));
    // station_1 and station_10…19: 11 stations, page 2 holds the eleventh.
    await user.click(await screen.findByTitle('2'));
    const link = await within(table).findByText(target.name);
    const calls = pageCalls(api);
    expect(calls.at(-1)?.query.get('name')).toBe('station_1');
    expect(calls.at(-1)?.query.get('current_page')).toBe('2');
    // The map asks for every station the same filter reaches, not just the page.
    const mapCall = api
      .callsTo('GET', '/api/stations')
      .findLast((call) => call.query.get('page_size') === String(PAGE_SIZE_MAX));
    expect(mapCall?.query.get('name')).toBe('station_1');
    expect(mapCall?.query.get('current_page')).toBe('1');

    await user.click(link);
    expect(await screen.findByTestId('station-detail-name')).toHaveTextContent(target.name);
    await user.click(screen.getByTestId('station-back'));

    expect(await screen.findByTestId('station-list')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/Container/StationManagement/StationList');
    expect(screen.getByTestId('station-filter-name')).toHaveValue('station_1');
    expect(await within(screen.getByTestId('station-table')).findByText(target.name)).toBeInTheDocument();
    const last = pageCalls(api).at(-1);
    expect(last?.query.get('name')).toBe('station_1');
    expect(last?.query.get('current_page')).toBe('2');
  }, 60_000);

  it('opened without a search (the side menu), restores the last one of the session', async () => {
    window.sessionStorage.setItem(LIST_MEMORY_KEY, '?name=station_2&running_state=run&page=2');
    const api = fakeApi({ 'GET /api/stations': listAnswer });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsManager();
    renderApp('/Container/StationManagement/StationList');

    await waitFor(() => expect(pageCalls(api).length).toBeGreaterThan(0));
    const calls = pageCalls(api);
    // The first call already carries the remembered state: no flash of the unfiltered list.
    expect(calls[0]?.query.get('name')).toBe('station_2');
    expect(calls[0]?.query.get('running_status')).toBe('run');
    expect(calls[0]?.query.get('current_page')).toBe('2');
    expect(await screen.findByTestId('station-filter-name')).toHaveValue('station_2');
  }, 60_000);
});
