import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MANAGER_ALICE, signedInForEachTest } from '../../../test/session';
import { jsonRoutes } from '../../../test/jsonRoutes';
import { renderInApp } from '../../../test/renderApp';
import { AlarmCountBadge } from './AlarmCountBadge';
import { StationAlarmTab } from './StationAlarmTab';

const events = '/api/out-wrapper/group/tenants/t1/user/u1/alert-event-data';
const counts = '/api/alert-data-mgmt/tenants/t1/statistics/count-event';
const count = (unhandled: number) => ({
  total: unhandled,
  active: unhandled,
  unhandled,
  by_level: [],
  by_status: [],
  by_station: [],
  by_day: [],
});

signedInForEachTest(MANAGER_ALICE);

describe('alarm counts and the station alarm tab', () => {
  it('asks for the station only (group_id) and shows its open count', async () => {
    const { fetchStub, calls } = jsonRoutes({
      [`GET ${events}`]: () => ({ list: [], pagination: { total_size: 0, current_page: 1, page_size: 20 } }),
      [`GET ${counts}`]: () => count(7),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderInApp(<StationAlarmTab stationId="s1" />);
    expect(await screen.findByText('7')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === events)).toBe(true));
    for (const c of calls) expect(c.url.searchParams.get('group_id')).toBe('s1');
  }, 30_000);

  it('the header badge shows the open count, and nothing when count-event is refused', async () => {
    const ok = jsonRoutes({ [`GET ${counts}`]: () => count(3) });
    vi.stubGlobal('fetch', ok.fetchStub);
    const { unmount } = renderInApp(<AlarmCountBadge />);
    expect(await screen.findByLabelText('未处理告警 3 条')).toBeInTheDocument();
    unmount();
    const refused = jsonRoutes({});
    vi.stubGlobal('fetch', refused.fetchStub);
    renderInApp(<AlarmCountBadge />);
    await waitFor(() => expect(refused.calls.length).toBe(1));
    expect(screen.queryByTestId('alarm-count')).toBeNull();
  }, 30_000);
});
