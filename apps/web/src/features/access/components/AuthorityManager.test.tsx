import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppOn } from '../../../test/renderApp';
import { fakeApi, onePage } from '../../../test/fakeApi';
import { signIn } from '../../../test/session';

const defaultRole = {
  id: '7f0c2a4e-8f8e-4a44-9a59-6f5c6a0f2b11',
  name: 'ies_default',
  description: 'Default permission group (view only)',
  auth_flag: 1,
  apis: ['station:view'],
  stations: [],
  devices: [],
  menus: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function signInAsManager() {
  signIn({ id: 'm', name: 'acme', isManager: true }, 'manager-token');
}

describe('AuthorityManager', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the groups and adds one with the chosen function permissions', async () => {
    const roles = [defaultRole];
    const api = fakeApi({
      'GET /api/tenant/roles': () => onePage(roles, 999),
      'POST /api/tenant/roles': (request) => {
        const created = { ...defaultRole, ...(request.body as object), id: 'n1', auth_flag: 0 };
        roles.push(created);
        return { status: 201, body: created };
      },
    });
    signInAsManager();
    const user = renderAppOn(api, '/Container/UserManagement/AuthorityManager', { pointerEventsCheck: 0 });

    const table = await screen.findByTestId('role-table');
    expect(await within(table).findByText('ies_default')).toBeInTheDocument();
    // The default group cannot be deleted.
    expect(screen.queryByTestId('role-delete-ies_default')).toBeNull();
    expect(Object.fromEntries(api.callsTo('GET', '/api/tenant/roles')[0]?.query ?? [])).toMatchObject({
      page_size: '999',
    });

    await user.click(screen.getByTestId('role-add'));
    await user.type(await screen.findByTestId('role-name'), 'viewers');
    await user.type(screen.getByTestId('role-description'), 'station viewing');
    // Saving without a function permission is refused on the form.
    await user.click(screen.getByText(/^确\s*定$/));
    expect(await screen.findByText('请至少选择一项功能权限')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/tenant/roles')).toHaveLength(0);

    const form = screen.getByTestId('role-form');
    expect(within(form).getByText('电站管理')).toBeInTheDocument();
    await user.click(within(form).getByText('查看电站'));
    // The menus followed the permission: the station list joined home and the personal center.
    expect(
      within(screen.getByTestId('role-menus').closest('.ant-form-item') as HTMLElement).getByText('电站列表'),
    ).toBeInTheDocument();
    await user.click(screen.getByText(/^确\s*定$/));
    await waitFor(() => expect(api.callsTo('POST', '/api/tenant/roles')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/tenant/roles')[0]?.body).toEqual({
      name: 'viewers',
      description: 'station viewing',
      apis: ['station:view'],
      // The screens and the menu groups they sit in (the side menu shows a screen inside its group).
      menus: ['HomePage', 'PersonalCenter', 'StationList', 'SystemManagement', 'StationManagement'],
      stations: [],
      devices: [],
    });
    expect(await within(table).findByText('viewers')).toBeInTheDocument();
    // jsdom is slow with a dialog of a hundred checkboxes.
  }, 60_000);

  it('grants stations in the same form: the chosen stations go with the group to the server', async () => {
    const roles = [defaultRole];
    const api = fakeApi({
      'GET /api/tenant/roles': () => onePage(roles, 999),
      'GET /api/stations': () => ({
        body: {
          list: [
            { id: 's-north', name: 'North yard' },
            { id: 's-south', name: 'South yard' },
          ],
          pagination: { total_size: 2, current_page: 1, page_size: 999 },
        },
      }),
      'POST /api/tenant/roles': (request) => {
        const created = { ...defaultRole, ...(request.body as object), id: 'n2', auth_flag: 0 };
        roles.push(created);
        return { status: 201, body: created };
      },
    });
    signInAsManager();
    const user = renderAppOn(api, '/Container/UserManagement/AuthorityManager', { pointerEventsCheck: 0 });

    await user.click(await screen.findByTestId('role-add'));
    await user.type(await screen.findByTestId('role-name'), 'south viewers');
    await user.type(screen.getByTestId('role-description'), 'see the south yard');
    await user.click(within(screen.getByTestId('role-form')).getByText('查看电站'));
    // The form says what the members will see.
    expect(screen.getByText(/本组成员可查看这些电站/)).toBeInTheDocument();
    await user.click(within(screen.getByTestId('role-stations')).getByRole('combobox'));
    await user.click(await screen.findByText('South yard'));
    await user.click(screen.getByText(/^确\s*定$/));
    await waitFor(() => expect(api.callsTo('POST', '/api/tenant/roles')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/tenant/roles')[0]?.body).toMatchObject({
      name: 'south viewers',
      apis: ['station:view'],
      stations: ['s-south'],
    });
  }, 60_000);
});
