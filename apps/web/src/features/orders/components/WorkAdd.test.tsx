import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { fakeApi } from '../../../test/fakeApi';
import { signInAsManager } from '../../../test/stationFixtures';
import { orderRoutes } from '../../../lib/orderPaths';

const STATION = '6f1c2a8e-1b2c-4d3e-8f90-0a1b2c3d4e5f';
const EVENT = '0b7f3c1e-2d4a-4e5f-9a8b-1c2d3e4f5a6b';
const stations = () => ({
  body: {
    list: [{ id: STATION, name: '一号储能站' }],
    pagination: { total_size: 1, current_page: 1, page_size: 999 },
  },
});

describe('WorkAdd from an alarm event', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills in the station, the event and its message as the description', async () => {
    const api = fakeApi({ 'GET /api/stations': stations });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsManager();
    renderApp(
      orderRoutes.workAddFromAlarm({
        id: EVENT,
        station_id: STATION,
        device_id: 'pcs-1',
        message: 'SOC 9 低于 20',
      }),
    );
    expect(await screen.findByTestId('work-from-alarm', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByDisplayValue(EVENT)).toBeTruthy();
    expect(screen.getByDisplayValue('SOC 9 低于 20')).toBeTruthy();
    expect(await screen.findByText('一号储能站')).toBeTruthy();
    expect(api.callsTo('POST', '/api/work-orders')).toHaveLength(0);
  }, 60_000);
});
