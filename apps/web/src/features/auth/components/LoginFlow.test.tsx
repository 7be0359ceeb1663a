import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderAppOn } from '../../../test/renderApp';
import { type FakeHandler, failure, fakeApi } from '../../../test/fakeApi';
import { selfTenant, selfUser } from '../../../test/selfFixtures';

const UUID = '9b2f7c1e-5d4a-4e8b-9c3d-2a1b0c9d8e7f';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"></svg>';

const self = selfUser({
  id: 'u1',
  tenant_id: 't1',
  name: 'boss',
  username: 'boss',
  nick_name: 'Boss',
  isManager: true,
  user_type: '1',
});
const tenant = selfTenant({ id: 't1', name: 'boss', namespace: 'boss' });

function signInApi(overrides: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/control/captcha': () => ({ body: { uuid: UUID, svgCode: SVG } }),
    'GET /api/control/remember': () => ({ body: { username: null } }),
    'DELETE /api/control/remember': () => ({ status: 204 }),
    'POST /api/control/remember': (request) => ({ body: request.body }),
    'GET /api/control/third-login/providers': () => ({ body: { providers: [] } }),
    'POST /api/control/tenant-manager/check': () => ({ body: { is_manager: true } }),
    'POST /api/control/manager-sessions': () => ({
      body: { token: 'tok-1', user_id: 'u1', tenant_id: 't1', expires_at: '2030-01-01T00:00:00Z' },
    }),
    'GET /api/tenant/users/self': () => ({ body: self }),
    'GET /api/tenant/tenants/self': () => ({ body: tenant }),
    'GET /api/control/brand': () => ({ body: { contact_name: '', phone: '', email: '', owner_only: false } }),
    ...overrides,
  });
}

async function fillPasswordForm(user: ReturnType<typeof userEvent.setup>, remember = false) {
  const panel = await screen.findByTestId('login-panel');
  await waitFor(() => expect(within(panel).getByTestId('captcha-image').querySelector('img')).not.toBeNull());
  await user.type(within(panel).getByLabelText('用户名或手机号'), 'boss');
  await user.type(within(panel).getByLabelText('密码'), 'abcd1234');
  await user.type(within(panel).getByLabelText('图形验证码'), 'a7Kp');
  if (remember) await user.click(within(panel).getByRole('checkbox'));
  await user.click(within(panel).getByRole('button', { name: /登\s*录/ }));
  return panel;
}

describe('password sign-in flow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks for a manager, opens a manager session, stores the user and lands on the home page', async () => {
    const api = signInApi();
    const user = renderAppOn(api, '/Login');
    await fillPasswordForm(user, true);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Container/Home/HomePage'));
    expect(api.callsTo('POST', '/api/control/tenant-manager/check')[0]?.body).toEqual({
      type: 1,
      username: 'boss',
    });
    expect(api.callsTo('POST', '/api/control/manager-sessions')[0]?.body).toEqual({
      username: 'boss',
      password: 'abcd1234',
      type: 3,
      svg_code_uuid: UUID,
      svg_code: 'a7Kp',
    });
    expect(api.callsTo('POST', '/api/control/remember')[0]?.body).toEqual({ username: 'boss' });
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(window.localStorage.getItem('userInfo') ?? '{}')).toMatchObject({
      id: 'u1',
      tenant_id: 't1',
      isManager: true,
      customization: '{}',
      tenantInfo: { business_id: '1234567890' },
    });
  });

  it('uses the ordinary session for a non-manager and forgets the remembered name when unticked', async () => {
    const api = signInApi({
      'POST /api/control/tenant-manager/check': () => ({ body: { is_manager: false } }),
      'POST /api/control/sessions': () => ({
        body: { token: 'tok-2', user_id: 'u1', tenant_id: 't1', expires_at: '2030-01-01T00:00:00Z' },
      }),
    });
    const user = renderAppOn(api, '/Login');
    await fillPasswordForm(user);

    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('tok-2'));
    expect(api.callsTo('POST', '/api/control/sessions')[0]?.body).toMatchObject({ type: 1 });
    expect(api.callsTo('DELETE', '/api/control/remember')).toHaveLength(1);
  });

  it('shows a wrong graphic code under the code field and loads a new image', async () => {
    const api = signInApi({
      'POST /api/control/manager-sessions': () => failure(400, 'iot-control.10026', '图形验证码错误'),
    });
    const user = renderAppOn(api, '/Login');
    const panel = await fillPasswordForm(user);

    const message = await within(panel).findByText('图形验证码错误');
    const codeItem = within(panel).getByLabelText('图形验证码').closest('.ant-form-item');
    expect(codeItem).toContainElement(message);
    await waitFor(() => expect(api.callsTo('GET', '/api/control/captcha')).toHaveLength(2));
    expect(within(panel).getByLabelText('图形验证码')).toHaveValue('');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('opens the security-phone dialog with the masked mobile on a lock', async () => {
    const api = signInApi({
      'POST /api/control/manager-sessions': () =>
        failure(423, 'iot-http.423', '账号已锁定', { mobile: '138****8000' }),
      'POST /api/control/verification-codes': () => ({ body: { sent: true, resend_after: 60 } }),
      'POST /api/control/sessions/unlock': () => ({ status: 204 }),
    });
    const user = renderAppOn(api, '/Login');
    await fillPasswordForm(user);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('138****8000');
    await user.type(within(dialog).getByLabelText('安全手机号'), '13900138000');
    await user.click(within(dialog).getByTestId('unlock-send-code'));
    expect(await within(dialog).findByText('与安全手机号 138****8000 不一致')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/control/verification-codes')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('安全手机号'));
    await user.type(within(dialog).getByLabelText('安全手机号'), '13800138000');
    await user.click(within(dialog).getByTestId('unlock-send-code'));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/control/verification-codes')[0]?.body).toEqual({
        type: 1,
        destination: '13800138000',
        purpose: 'unlock',
      }),
    );
    expect(await within(dialog).findByText(/\d+ 秒后重发/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('6 位短信验证码'), '123456');
    await user.click(within(dialog).getByRole('button', { name: /验证并解锁/ }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/control/sessions/unlock')[0]?.body).toEqual({
        username: 'boss',
        mobile_verification_code: '123456',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('fills the remembered username and reloads it when coming back to the password tab', async () => {
    const api = signInApi({ 'GET /api/control/remember': () => ({ body: { username: 'alice' } }) });
    const user = renderAppOn(api, '/Login');
    const panel = await screen.findByTestId('login-panel');
    await waitFor(() => expect(within(panel).getByLabelText('用户名或手机号')).toHaveValue('alice'));
    expect(within(panel).getByRole('checkbox')).toBeChecked();

    await user.click(screen.getByTestId('login-tab-sms'));
    await user.click(screen.getByTestId('login-tab-password'));
    await waitFor(() => expect(api.callsTo('GET', '/api/control/remember')).toHaveLength(2));
    await waitFor(() => expect(within(panel).getByLabelText('用户名或手机号')).toHaveValue('alice'));
  });

  it('shows the chat-app icon only when a provider is configured', async () => {
    const api = signInApi({
      'GET /api/control/third-login/providers': () => ({
        body: { providers: [{ third_type: 'weixin', name: 'WeChat' }] },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp('/Login');
    expect(await screen.findByTestId('third-party-login')).toBeInTheDocument();
  });
});

describe('SMS sign-in flow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts down after sending, resets on failure and puts a wrong code under the code field', async () => {
    let sendFails = true;
    const api = signInApi({
      'POST /api/control/verification-codes': () =>
        sendFails ? failure(429, 'iot-http.429', '请求过于频繁') : { body: { sent: true, resend_after: 60 } },
      'POST /api/control/sessions': () => failure(400, 'iot-control.10021', '短信验证码错误'),
    });
    const user = renderAppOn(api, '/Login');
    await user.click(await screen.findByTestId('login-tab-sms'));
    const panel = screen.getByTestId('login-panel');
    await user.type(within(panel).getByLabelText('手机号'), '13800138000');
    const send = within(panel).getByTestId('login-send-code');

    await user.click(send);
    expect(await within(panel).findByText('请求过于频繁')).toBeInTheDocument();
    expect(send).toBeEnabled();

    sendFails = false;
    await user.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    expect(send).toHaveTextContent(/\d+ 秒后重发/);

    await user.type(within(panel).getByLabelText('6 位短信验证码'), '654321');
    await user.click(within(panel).getByRole('button', { name: /登\s*录/ }));
    const message = await within(panel).findByText('短信验证码错误');
    expect(within(panel).getByLabelText('6 位短信验证码').closest('.ant-form-item')).toContainElement(
      message,
    );
  });

  it('puts an unregistered number under the mobile field', async () => {
    const api = signInApi({
      'POST /api/control/sessions': () => failure(404, 'iot-tenant.10012', '该手机号未注册'),
    });
    const user = renderAppOn(api, '/Login');
    await user.click(await screen.findByTestId('login-tab-sms'));
    const panel = screen.getByTestId('login-panel');
    await user.type(within(panel).getByLabelText('手机号'), '13800138000');
    await user.type(within(panel).getByLabelText('6 位短信验证码'), '654321');
    await user.click(within(panel).getByRole('button', { name: /登\s*录/ }));
    const message = await within(panel).findByText('该手机号未注册');
    expect(within(panel).getByLabelText('手机号').closest('.ant-form-item')).toContainElement(message);
  });
});

describe('entry values of the sign-in page (docs/spec/A-access-and-shell.md §2.2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes straight in with a handed-over token, to prePath with preQuery', async () => {
    const api = signInApi();
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp('/Login?token=handed-over&prePath=%2FContainer%2FReport%2FCustomReport&preQuery=id%3D7');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/Container/Report/CustomReport'),
    );
    expect(window.localStorage.getItem('token')).toBe('handed-over');
    expect(api.callsTo('GET', '/api/tenant/users/self')[0]?.headers.get('Authorization')).toBe(
      'Bearer handed-over',
    );
    expect(JSON.parse(window.localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ id: 'u1' });
  });

  it('keeps a ujwt and opens the manager session from it (addSessionsForTenantManager)', async () => {
    const api = signInApi({
      'POST /api/control/manager-sessions/ujwt': () => ({
        body: { token: 'tok-5', user_id: 'u1', tenant_id: 't1', expires_at: '2030-01-01T00:00:00Z' },
      }),
    });
    const user = renderAppOn(api, '/Login?ujwt=external-jwt&isManager=true');
    await fillPasswordForm(user);

    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('tok-5'));
    expect(window.localStorage.getItem('ujwt')).toBe('external-jwt');
    expect(api.callsTo('POST', '/api/control/manager-sessions/ujwt')[0]?.body).toEqual({
      ujwt: 'external-jwt',
      username: 'boss',
      password: 'abcd1234',
      type: 3,
    });
    expect(api.callsTo('POST', '/api/control/manager-sessions')).toHaveLength(0);
  });
});
