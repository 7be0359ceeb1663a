import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderAppOn } from '../../../test/renderApp';
import { type FakeHandler, failure, fakeApi } from '../../../test/fakeApi';
import { selfTenant, selfUser } from '../../../test/selfFixtures';

const self = selfUser({
  id: 'u9',
  tenant_id: 't9',
  name: 'owner',
  username: 'owner',
  nick_name: 'owner',
  user_type: '2',
});
const tenant = selfTenant({ id: 't9', name: 'm', namespace: 'm' });

function thirdPartyApi(overrides: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/control/captcha': () => ({ body: { uuid: 'x', svgCode: '<svg/>' } }),
    'GET /api/control/remember': () => ({ body: { username: null } }),
    'GET /api/control/third-login/providers': () => ({
      body: { providers: [{ third_type: 'weixin', name: 'WeChat' }] },
    }),
    'GET /api/control/brand': () => ({ body: { contact_name: '', phone: '', email: '', owner_only: false } }),
    'GET /api/tenant/users/self': () => ({ body: self }),
    'GET /api/tenant/tenants/self': () => ({ body: tenant }),
    'GET /api/tenant/user-tenant-validate': () => ({ body: { result: false } }),
    'POST /api/control/verification-codes': () => ({ body: { sent: true, resend_after: 60 } }),
    ...overrides,
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function chooseMerchantAndFillMobile(user: User) {
  await user.click(await screen.findByText('商户'));
  await user.click(screen.getByRole('button', { name: /下一步/ }));
  const step = await screen.findByTestId('third-bind-mobile');
  await user.type(within(step).getByLabelText('手机号'), '13800138000');
  return step;
}

describe('chat-app sign-in callback', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('checks the code once and sends an unbound account to /ThirdBind with its bind token', async () => {
    window.sessionStorage.setItem('third_type', 'weixin');
    const api = thirdPartyApi({
      'POST /api/control/third-login/session/check': () => ({
        body: { is_bind: false, session_info: null, bind_token: 'bind-1' },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp('/Login?code=auth-code&state=st-1');

    expect(await screen.findByTestId('third-bind')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ThirdBind$/);
    expect(window.sessionStorage.getItem('bind_token')).toBe('bind-1');
    const checks = api.callsTo('POST', '/api/control/third-login/session/check');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.body).toMatchObject({
      auth_code: 'auth-code',
      state: 'st-1',
      is_web: true,
      third_type: 'weixin',
    });
  });

  it('signs a bound account straight in', async () => {
    const api = thirdPartyApi({
      'POST /api/control/third-login/session/check': () => ({
        body: { is_bind: true, session_info: { token: 'tok-3', user_id: 'u9', tenant_id: 't9' } },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp('/Login?code=auth-code&state=st-1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Container/Home/HomePage'));
    expect(window.localStorage.getItem('token')).toBe('tok-3');
  });

  it('shows the failure on the sign-in page when the code is refused', async () => {
    const api = thirdPartyApi({
      'POST /api/control/third-login/session/check': () =>
        failure(400, 'iot-third.10002', '第三方授权已失效，请重新登录'),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp('/Login?code=used&state=st');
    expect(await screen.findByTestId('login-notice')).toHaveTextContent('第三方授权已失效，请重新登录');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/Login$/);
  });
});

describe('/ThirdBind', () => {
  beforeEach(() => window.sessionStorage.setItem('bind_token', 'bind-1'));
  afterEach(() => {
    // The warning is a static modal, outside what the test renders.
    Modal.destroyAll();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('binds a registered number with its SMS code and signs in', async () => {
    const api = thirdPartyApi({
      'POST /api/control/third-login/session/bind': () => ({
        body: { token: 'tok-4', user_id: 'u9', tenant_id: 't9' },
      }),
    });
    const user = renderAppOn(api, '/ThirdBind');
    const step = await chooseMerchantAndFillMobile(user);
    await user.click(within(step).getByTestId('bind-send-code'));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/control/verification-codes')[0]?.body).toEqual({
        type: 1,
        destination: '13800138000',
        purpose: 'bind',
      }),
    );
    await user.type(within(step).getByLabelText('短信验证码'), '123456');
    await user.click(within(step).getByRole('button', { name: /绑定并登录/ }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Container/Home/HomePage'));
    expect(api.callsTo('POST', '/api/control/third-login/session/bind')[0]?.body).toEqual({
      account: '13800138000',
      bind_token: 'bind-1',
      bind_type: 'mobile',
      pwd: '123456',
    });
    expect(window.sessionStorage.getItem('bind_token')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('tok-4');
  });

  it('offers registration for an unregistered number, keeping the chosen role', async () => {
    const api = thirdPartyApi({ 'GET /api/tenant/user-tenant-validate': () => ({ body: { result: true } }) });
    const user = renderAppOn(api, '/ThirdBind');
    const step = await chooseMerchantAndFillMobile(user);
    await user.click(within(step).getByTestId('bind-send-code'));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('该手机号尚未注册平台账号，是否立即注册？');
    expect(api.callsTo('POST', '/api/control/verification-codes')).toHaveLength(0);
    await user.click(within(dialog).getByTestId('bind-register'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Register$/));
    // antd hands the test id to the radio input itself.
    expect(await screen.findByTestId('register-role-merchant')).toBeChecked();
  });

  it('warns that the account is not activated when the bind is refused', async () => {
    const api = thirdPartyApi({
      'POST /api/control/third-login/session/bind': () =>
        failure(403, 'iot-third.10001', '账号未激活，请先登录后再绑定'),
    });
    const user = renderAppOn(api, '/ThirdBind');
    const step = await chooseMerchantAndFillMobile(user);
    await user.type(within(step).getByLabelText('短信验证码'), '123456');
    await user.click(within(step).getByRole('button', { name: /绑定并登录/ }));
    const warning = await screen.findByRole('dialog');
    expect(warning).toHaveTextContent('绑定失败');
    expect(warning).toHaveTextContent('账号未激活，请先登录后再绑定');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('asks to sign in again without a bind token', async () => {
    window.sessionStorage.clear();
    vi.stubGlobal('fetch', thirdPartyApi().fetchMock);
    renderApp('/ThirdBind');
    expect(await screen.findByText('第三方授权已失效，请重新登录')).toBeInTheDocument();
  });
});
