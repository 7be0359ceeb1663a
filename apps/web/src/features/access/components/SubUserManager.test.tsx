import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppOn } from '../../../test/renderApp';
import { failure, fakeApi, onePage } from '../../../test/fakeApi';
import { signInAsManager, subUserFixture, TENANT_ID, USER_ID } from '../../../test/session';

const usersPath = `/api/tenant/tenants/${TENANT_ID}/users`;

const existing = subUserFixture({
  id: '5d1c2a4e-8f8e-4a44-9a59-6f5c6a0f2b11',
  username: 'night_shift',
  roles: [{ id: 'r1', name: 'viewers' }],
});

describe('SubUserManager', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the tenant's sub-users and shows the server's refusal when creating one", async () => {
    const api = fakeApi({
      [`GET ${usersPath}`]: () => onePage([existing], 10),
      'GET /api/tenant/roles': () => onePage([], 999),
      [`POST ${usersPath}`]: () => failure(409, 'iot-user.10001', '该手机号已注册'),
    });
    signInAsManager();
    const user = renderAppOn(api, '/Container/UserManagement/SubUserManager', { pointerEventsCheck: 0 });

    const table = await screen.findByTestId('sub-user-table');
    expect(await within(table).findByText('night_shift@acme')).toBeInTheDocument();
    expect(within(table).getByText('viewers')).toBeInTheDocument();

    await user.click(screen.getByTestId('sub-user-add'));
    await user.type(await screen.findByTestId('sub-user-username'), 'day_shift');
    await user.type(screen.getByTestId('sub-user-password'), 'Abcdef12');
    await user.type(screen.getByTestId('sub-user-mobile'), '13800138001');
    await user.type(screen.getByTestId('sub-user-email'), 'day@example.com');
    await user.click(screen.getByText(/^确\s*定$/));

    await waitFor(() => expect(api.callsTo('POST', usersPath)).toHaveLength(1));
    expect(api.callsTo('POST', usersPath)[0]?.body).toEqual({
      username: 'day_shift',
      password: 'Abcdef12',
      mobile: '13800138001',
      email: 'day@example.com',
      parent_user_id: USER_ID,
      role_ids: [],
    });
    expect(await screen.findByText('该手机号已注册')).toBeInTheDocument();
    // The dialog stays open for a correction.
    expect(screen.getByTestId('sub-user-form')).toBeInTheDocument();
  }, 60_000);

  it('resets a sub-user password with the new password in the query', async () => {
    const resetPath = `${usersPath}/${existing.id}/reset-password`;
    const api = fakeApi({
      [`GET ${usersPath}`]: () => onePage([existing], 10),
      [`POST ${resetPath}`]: () => ({ status: 204 }),
    });
    signInAsManager();
    const user = renderAppOn(api, '/Container/UserManagement/SubUserManager', { pointerEventsCheck: 0 });

    await user.click(await screen.findByTestId('sub-user-reset-night_shift'));
    await user.type(await screen.findByTestId('sub-user-new-password'), 'Newpass99');
    await user.click(screen.getByText(/^确\s*定$/));
    await waitFor(() => expect(api.callsTo('POST', resetPath)).toHaveLength(1));
    expect(Object.fromEntries(api.callsTo('POST', resetPath)[0]?.query ?? [])).toEqual({
      password: 'Newpass99',
    });
  }, 60_000);

  it('checks the four bad values in the browser and marks each field', async () => {
    const api = fakeApi({
      [`GET ${usersPath}`]: () => onePage([], 10),
      'GET /api/tenant/roles': () => onePage([], 999),
    });
    signInAsManager();
    const user = renderAppOn(api, '/Container/UserManagement/SubUserManager', { pointerEventsCheck: 0 });

    await user.click(await screen.findByTestId('sub-user-add'));
    const form = await screen.findByTestId('sub-user-form');
    // Required fields carry the mark.
    expect(form.querySelectorAll('.ant-form-item-required').length).toBeGreaterThanOrEqual(4);
    await user.type(screen.getByTestId('sub-user-username'), 'bad user!');
    await user.type(screen.getByTestId('sub-user-password'), 'short');
    await user.type(screen.getByTestId('sub-user-mobile'), '12345');
    await user.type(screen.getByTestId('sub-user-email'), 'foo');
    await user.click(screen.getByText(/^确\s*定$/));

    expect(await within(form).findByText('子用户名须为 2–32 位字母、数字或下划线')).toBeInTheDocument();
    expect(within(form).getByText(/密码须为 8–16 位/)).toBeInTheDocument();
    expect(within(form).getByText('手机号格式不正确')).toBeInTheDocument();
    expect(within(form).getByText(/邮箱格式不正确/)).toBeInTheDocument();
    expect(api.callsTo('POST', usersPath)).toHaveLength(0);
  }, 60_000);

  it("shows the server's 422 field errors at their four fields, not as a toast", async () => {
    const fields = [
      { field: 'username', code: 'iot-user.10010', message: 'server: username' },
      { field: 'password', code: 'login.error.005', message: 'server: password' },
      { field: 'mobile', code: 'login.error.002', message: 'server: mobile' },
      { field: 'email', code: 'login.error.015', message: 'server: email' },
    ];
    const api = fakeApi({
      [`GET ${usersPath}`]: () => onePage([], 10),
      'GET /api/tenant/roles': () => onePage([], 999),
      [`POST ${usersPath}`]: () => failure(422, 'iot-http.422', '输入有误，请检查标出的字段', { fields }),
    });
    signInAsManager();
    const user = renderAppOn(api, '/Container/UserManagement/SubUserManager', { pointerEventsCheck: 0 });

    await user.click(await screen.findByTestId('sub-user-add'));
    const form = await screen.findByTestId('sub-user-form');
    await user.type(screen.getByTestId('sub-user-username'), 'day_shift');
    await user.type(screen.getByTestId('sub-user-password'), 'Abcdef12');
    await user.type(screen.getByTestId('sub-user-mobile'), '13800138002');
    await user.type(screen.getByTestId('sub-user-email'), 'day@example.com');
    await user.click(screen.getByText(/^确\s*定$/));

    for (const { field, message } of fields) {
      const item = (await within(form).findByText(message)).closest('.ant-form-item');
      expect(item?.querySelector(`[data-testid="sub-user-${field}"]`)).not.toBeNull();
    }
    expect(screen.queryByText('输入有误，请检查标出的字段')).toBeNull();
  }, 60_000);
});
