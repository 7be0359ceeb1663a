import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { tenantMenuFixture } from '../../test/menuFixtures';
import { renderApp } from '../../test/renderApp';
import { signIn as storeSession } from '../../test/session';

function signIn(isManager: boolean) {
  storeSession({ id: 1, name: 'bob', isManager });
}

function stubApi(allowed: string) {
  const api = fakeApi({
    'GET /api/menus/tenant': () => ({ body: { menu_json: tenantMenuFixture } }),
    'GET /api/tenant/privileges/self': () => ({
      body: { tenant_manager: false, system_manager: false, apis: [], menus: [{ menus: allowed }] },
    }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

async function tenantSideMenu() {
  const menu = await screen.findByTestId('side-menu');
  await waitFor(() => expect(menu).toHaveAttribute('data-source', 'tenant'));
  return menu;
}

describe('side menu from the tenant menu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows a sub-user only the allowed public menus, its tenant’s own pages, and no hidden item', async () => {
    const api = stubApi('StationManagement,StationList');
    signIn(false);
    renderApp('/Container/StationManagement/StationList');
    const menu = await tenantSideMenu();

    expect(within(menu).getByText('StationList中文')).toBeInTheDocument();
    expect(within(menu).queryByText('AlarmList中文')).not.toBeInTheDocument();
    expect(within(menu).queryByText('UserManagement中文')).not.toBeInTheDocument();
    expect(within(menu).getByText('ExternalReport中文')).toBeInTheDocument();
    expect(within(menu).queryByText('HiddenPage中文')).not.toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET', '/api/tenant/privileges/self')[0]?.query ?? [])).toEqual({
      platform: 'Solar_R2_Industry',
    });
  });

  it('shows the manager every menu but the hidden ones, without asking for privileges', async () => {
    const api = stubApi('');
    signIn(true);
    renderApp('/Container/StationManagement/StationList');
    const menu = await tenantSideMenu();

    expect(within(menu).getByText('AlarmList中文')).toBeInTheDocument();
    expect(within(menu).getByText('UserManagement中文')).toBeInTheDocument();
    expect(within(menu).queryByText('HiddenPage中文')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/tenant/privileges/self')).toHaveLength(0);
  });

  it('opens built-in pages at their route and others at /Container/{menu_field}', async () => {
    stubApi('');
    signIn(true);
    const user = userEvent.setup();
    renderApp('/Container/StationManagement/StationList');
    const menu = await tenantSideMenu();

    await user.click(within(menu).getByText('AlarmList中文'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/Container/StationManagement/AlarmList'),
    );

    await user.click(within(menu).getByText('ExternalReport中文'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/Container/ExternalReport'),
    );
    const frame = await screen.findByTestId('menu-page-frame');
    expect(frame).toHaveAttribute('src', 'https://example.com/report');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
  });

  it('names the configurable page of an application menu and says it comes later', async () => {
    stubApi('');
    signIn(true);
    renderApp('/Container/PlantView');
    const panel = await screen.findByTestId('menu-page-application');
    expect(panel).toHaveTextContent('hmi7');
    expect(panel).toHaveTextContent('page9');
    expect(panel).toHaveTextContent('组态页面将在后续版本提供');
  });

  it('shows the placeholder for a code menu without a built-in route', async () => {
    stubApi('');
    signIn(true);
    renderApp('/Container/LegacyScreen');
    expect(await screen.findByTestId('not-built')).toHaveTextContent('Legacy/Screen');
  });

  it('does not open a page the sub-user may not see', async () => {
    stubApi('StationList');
    signIn(false);
    renderApp('/Container/HiddenPage');
    expect(await screen.findByTestId('menu-page-missing')).toBeInTheDocument();
  });

  it('falls back to the built-in menu with a message when the menu cannot be loaded', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchMock);
    signIn(true);
    renderApp('/Container/Home/HomePage');
    expect(await screen.findByTestId('side-menu-error')).toHaveTextContent('菜单加载失败');
    expect(screen.getByTestId('side-menu')).toHaveAttribute('data-source', 'built-in');
  });
});
