import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { renderAppOn } from '../../../test/renderApp';
import { expectAdminOnly } from '../../../test/adminConsole';
import { fakeApi } from '../../../test/fakeApi';
import { menuItem } from '../../../test/menuFixtures';
import { signInAsAdmin } from '../../../test/session';

const PATH = '/Container/Admin/Menus';

const publicMenus = [
  menuItem('StationManagement', { icon: 'ThunderboltOutlined' }, [
    menuItem('StationList', { link_address: 'StationManagement/StationList' }),
  ]),
  menuItem('Report', { link_address: 'Report/RevenueStatistics' }),
];

describe('public menus in the platform administrator console', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('is refused to anyone but the platform administrator', async () => {
    await expectAdminOnly(PATH, '/api/admin/menus');
  });

  it('is reached from the user menu and edits, hides and deletes public items through /api/admin/menus', async () => {
    const api = fakeApi({
      'GET /api/admin/menus': () => ({ body: { menu_json: publicMenus } }),
      'PATCH /api/admin/menus/Report': (request) => ({
        body: { ...publicMenus[1], ...(request.body as object) },
      }),
      'DELETE /api/admin/menus/Report': () => ({ status: 204 }),
    });
    signInAsAdmin(true);
    const user = renderAppOn(api, '/Container/SystemManagement/PersonalCenter', { pointerEventsCheck: 0 });

    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('admin-menus-link'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(PATH));
    const manage = await screen.findByTestId('menu-manage');
    expect(within(manage).getByText(i18n.t('menus.publicTitle'))).toBeInTheDocument();
    expect(await within(manage).findByText('Report中文')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/menus')[0]?.query.get('platform')).toBeTruthy();

    // Public items are the administrator's own here: names can be edited.
    await user.click(within(manage).getByTestId('menu-edit-Report'));
    const form = await screen.findByTestId('menu-form');
    const nameZh = within(form).getByLabelText(i18n.t('menus.fieldNameZh'));
    expect(nameZh).toBeEnabled();
    await user.clear(nameZh);
    await user.type(nameZh, '收益报表');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/menus/Report')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/admin/menus/Report')[0]?.body).toMatchObject({
      menu_name: { zh_CN: '收益报表', en_US: 'Report' },
    });

    await user.click(within(manage).getByTestId('menu-show-Report'));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/menus/Report')).toHaveLength(2));
    expect(api.callsTo('PATCH', '/api/admin/menus/Report')[1]?.body).toEqual({ show: false });

    await user.click(within(manage).getByTestId('menu-delete-Report'));
    await user.click(await screen.findByRole('button', { name: /^(OK|确\s*定)$/ }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/admin/menus/Report')).toHaveLength(1));
    // Nothing went to the tenant's own menu.
    expect(api.calls.filter((call) => call.path.startsWith('/api/menus/tenant/items'))).toHaveLength(0);
  }, 60_000);
});
