import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderAppOn } from '../../../test/renderApp';
import { type FakeHandler, failure, fakeApi } from '../../../test/fakeApi';

const brand = (ownerOnly: boolean) => ({
  body: { contact_name: '', phone: '', email: '', android_image: '', ios_image: '', owner_only: ownerOnly },
});

function registrationApi(overrides: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/control/brand': () => brand(false),
    'GET /api/tenant/user-tenant-validate': () => ({ body: { result: true } }),
    'POST /api/control/verification-codes': () => ({ body: { sent: true, resend_after: 60 } }),
    ...overrides,
  });
}

type User = ReturnType<typeof userEvent.setup>;
const wizard = () => screen.getByTestId('register-wizard');
const next = (user: User) => user.click(screen.getByRole('button', { name: /下一步/ }));

async function chooseOwner(user: User) {
  await user.click(await screen.findByText('业主'));
  await user.type(await screen.findByLabelText('商户 ID'), '1234567890');
}

async function fillAccount(user: User) {
  const step = await screen.findByTestId('register-step-account');
  await user.type(within(step).getByLabelText('手机号'), '13800138000');
  await user.type(within(step).getByLabelText('短信验证码'), '123456');
  await user.type(within(step).getByLabelText('用户名'), 'owner_one');
  await user.type(within(step).getByLabelText('密码'), 'abcd1234');
  await user.type(within(step).getByLabelText('确认密码'), 'abcd1234');
  await user.click(within(step).getByRole('checkbox'));
}

describe('registration wizard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has five steps for a merchant, four for an owner, and back goes one step', async () => {
    const api = registrationApi();
    const user = renderAppOn(api, '/Register');

    await user.click(await screen.findByText('商户'));
    await next(user);
    expect(await screen.findByTestId('register-step-account')).toBeInTheDocument();
    expect(wizard()).toHaveAttribute('data-steps', '5');

    await user.click(screen.getByRole('button', { name: /上一步/ }));
    expect(await screen.findByTestId('register-step-role')).toBeInTheDocument();

    await chooseOwner(user);
    await next(user);
    expect(await screen.findByTestId('register-step-account')).toBeInTheDocument();
    expect(wizard()).toHaveAttribute('data-steps', '4');
    expect(
      api.callsTo('GET', '/api/tenant/user-tenant-validate').map((call) => Object.fromEntries(call.query)),
    ).toEqual([{ field: 'parent_id_base64', value: 'MTIzNDU2Nzg5MA==' }]);
  });

  it('refuses an unknown merchant ID on the role step with text 020', async () => {
    const api = registrationApi({
      'GET /api/tenant/user-tenant-validate': () => ({ body: { result: false } }),
    });
    const user = renderAppOn(api, '/Register');
    await chooseOwner(user);
    await next(user);
    expect(await screen.findByText('无效的商户 ID')).toBeInTheDocument();
    expect(screen.getByTestId('register-step-role')).toBeInTheDocument();
  });

  it('offers only the owner choice on an owner-only host', async () => {
    vi.stubGlobal('fetch', registrationApi({ 'GET /api/control/brand': () => brand(true) }).fetchMock);
    renderApp('/Register');
    expect(await screen.findByText('本站暂未开放商户注册，仅可注册业主账号')).toBeInTheDocument();
    expect(screen.queryByTestId('register-role-merchant')).not.toBeInTheDocument();
    expect(screen.getByTestId('register-role-owner')).toBeInTheDocument();
  });

  it('checks the SMS code on Next and keeps the step when it is wrong', async () => {
    const api = registrationApi({
      'GET /api/tenant/user-tenant-validate': (request) => ({
        body: { result: request.query.get('field') !== 'validation_code' },
      }),
    });
    const user = renderAppOn(api, '/Register');
    await chooseOwner(user);
    await next(user);
    await fillAccount(user);
    await next(user);
    expect(await screen.findByText('短信验证码无效或已过期，请重新获取')).toBeInTheDocument();
    expect(screen.getByTestId('register-step-account')).toBeInTheDocument();
    const codeCheck = api
      .callsTo('GET', '/api/tenant/user-tenant-validate')
      .find((call) => call.query.get('field') === 'validation_code');
    expect(Object.fromEntries(codeCheck?.query ?? [])).toEqual({
      field: 'validation_code',
      value: '13800138000',
      validate_type: '1',
      validate_code: '123456',
    });
  });

  it('submits an owner after the e-mail step and returns to the role step on an unknown merchant', async () => {
    let answer = failure(404, 'tenant.10047', '商户不存在');
    const api = registrationApi({ 'POST /api/tenant/registrations': () => answer });
    const user = renderAppOn(api, '/Register');
    await chooseOwner(user);
    await next(user);
    await fillAccount(user);
    await next(user);
    await user.click(await screen.findByTestId('register-skip-email'));

    const role = await screen.findByTestId('register-step-role');
    expect(await within(role).findByText('无效的商户 ID')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/tenant/registrations')[0]?.body).toMatchObject({
      userType: '2',
      extension_code: 'MTIzNDU2Nzg5MA==',
      name: 'owner_one',
      agreement: true,
    });

    answer = { status: 201, body: { user_id: 'u1', tenant_id: 't1', status: 'active' } };
    await next(user);
    await next(user);
    await user.click(await screen.findByTestId('register-skip-email'));
    const finish = await screen.findByTestId('register-step-finish');
    expect(finish).toHaveTextContent('您的业主账号已开通，现在就可以登录。');
    await user.click(within(finish).getByTestId('register-confirm'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Login$/));
  });
});
