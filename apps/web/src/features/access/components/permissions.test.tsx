import { errorMessage } from '@ies/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderAppOn } from '../../../test/renderApp';
import { signIn, TENANT_ID, USER_ID } from '../../../test/session';
import { stationFixture } from '../../../test/stationFixtures';

/** A view-only sub-user: its group may view stations and devices, nothing more. */
function viewOnlyApi() {
  return fakeApi({
    'GET /api/tenant/privileges/self': () => ({
      body: {
        tenant_manager: false,
        system_manager: false,
        apis: [{ name: 'station:view' }, { name: 'device:view' }],
        menus: [{ menus: 'HomePage,StationList,DeviceList,StationManagement,DeviceManager' }],
      },
    }),
    'GET /api/stations': () => ({
      body: {
        list: [{ ...stationFixture(1), access: 'owner' }],
        pagination: { total_size: 1, current_page: 1, page_size: 10 },
      },
    }),
    'GET /api/devices': () => ({
      body: { list: [], pagination: { total_size: 0, current_page: 1, page_size: 10 } },
    }),
  });
}

const DENIAL = errorMessage('iot-http.403', 'zh');

describe('screens follow the user’s rights (issue 34 item 1)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('offers a view-only sub-user no add, edit, delete or authorise on the station list', async () => {
    signIn({ id: USER_ID, tenant_id: TENANT_ID, name: 'viewer', isManager: false });
    const api = viewOnlyApi();
    renderAppOn(api, '/Container/StationManagement/StationList');
    const table = await screen.findByTestId('station-table');
    expect(await within(table).findByText('station_1')).toBeInTheDocument();
    expect(screen.queryByTestId('station-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId('station-batch-authorize')).not.toBeInTheDocument();
    expect(screen.queryByTestId('station-edit-station_1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('station-delete-station_1')).not.toBeInTheDocument();
  });

  it('offers no add, import or export on the device list', async () => {
    signIn({ id: USER_ID, tenant_id: TENANT_ID, name: 'viewer', isManager: false });
    renderAppOn(viewOnlyApi(), '/Container/DeviceManager/DeviceList');
    expect(await screen.findByTestId('device-table')).toBeInTheDocument();
    for (const id of ['device-add', 'device-import', 'device-export'])
      expect(screen.queryByTestId(id)).not.toBeInTheDocument();
  });

  it('shows the denial text on a page opened by address without its permission, and calls nothing behind it', async () => {
    signIn({ id: USER_ID, tenant_id: TENANT_ID, name: 'viewer', isManager: false });
    const api = viewOnlyApi();
    renderAppOn(api, '/Container/StationManagement/PriceList');
    expect(await screen.findByTestId('no-permission')).toHaveTextContent(DENIAL);
    await waitFor(() => expect(api.callsTo('GET', '/api/tenant/privileges/self').length).toBeGreaterThan(0));
    expect(api.calls.some((call) => call.path.startsWith('/api/price'))).toBe(false);
  });

  it('gives the manager every action', async () => {
    signIn({ id: USER_ID, tenant_id: TENANT_ID, name: 'acme', isManager: true });
    renderAppOn(viewOnlyApi(), '/Container/StationManagement/StationList');
    expect(await screen.findByTestId('station-add')).toBeInTheDocument();
    expect(await screen.findByTestId('station-edit-station_1')).toBeInTheDocument();
  });
});
