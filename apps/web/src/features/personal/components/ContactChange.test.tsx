import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderAppOn } from '../../../test/renderApp';
import { failure, fakeApi } from '../../../test/fakeApi';

const PAGE = '/Container/SystemManagement/PersonalCenter';
const CODES = '/api/control/verification-codes';

const profile = {
  id: 'u1',
  username: 'alice',
  nick_name: 'Alice',
  gender: '',
  mobile: '138****8000',
  email: 'alice@example.com',
  organization_name: '',
  industry: '',
  department: '',
  job: '',
  address: '',
  description: '',
  avatar: '',
  user_type: 'tenant',
  is_manager: true,
};

function signIn() {
  window.localStorage.setItem('token', 'user-token');
  window.localStorage.setItem('userInfo', JSON.stringify({ id: 'u1', name: 'alice', isManager: true }));
}

describe('PersonalCenter: mobile and e-mail change', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a change code to the new mobile, shows a wrong code at the code field, then saves', async () => {
    let attempts = 0;
    const api = fakeApi({
      [`POST ${CODES}`]: () => ({ body: { resend_after: 60 } }),
      'POST /api/personal/mobile': (request) => {
        attempts += 1;
        if (attempts === 1) return failure(400, 'iot-control.10021', '短信验证码错误');
        return { body: { ...profile, mobile: (request.body as { mobile: string }).mobile } };
      },
    });
    signIn();
    const user = renderAppOn(api, `${PAGE}?tab=security`, { pointerEventsCheck: 0 });

    const form = await screen.findByTestId('change-mobile', {}, { timeout: 20_000 });
    await user.type(within(form).getByTestId('change-mobile-destination'), '13900139000');
    await user.click(within(form).getByTestId('change-mobile-send-code'));
    await waitFor(() => expect(api.callsTo('POST', CODES)).toHaveLength(1));
    expect(api.callsTo('POST', CODES)[0]?.body).toEqual({
      type: 1,
      destination: '13900139000',
      purpose: 'change',
    });

    await user.type(within(form).getByLabelText('短信验证码'), '123456');
    fireEvent.submit(form);
    expect(await within(form).findByText('短信验证码错误')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/personal/mobile')[0]?.body).toEqual({
      mobile: '13900139000',
      code: '123456',
    });

    fireEvent.submit(form);
    await waitFor(() => expect(api.callsTo('POST', '/api/personal/mobile')).toHaveLength(2));
    // Saved: the form is emptied for the next change.
    await waitFor(() => expect(within(form).getByTestId('change-mobile-destination')).toHaveValue(''));
  }, 60_000);

  it('checks the address before sending a code and shows a taken e-mail at the address field', async () => {
    const api = fakeApi({
      [`POST ${CODES}`]: () => ({ body: { resend_after: 60 } }),
      'POST /api/personal/email': () => failure(409, 'iot-user.10002', '该邮箱已注册'),
    });
    signIn();
    const user = renderAppOn(api, `${PAGE}?tab=security`, { pointerEventsCheck: 0 });

    const form = await screen.findByTestId('change-email', {}, { timeout: 20_000 });
    const address = within(form).getByTestId('change-email-destination');
    await user.type(address, 'not-an-address');
    await user.click(within(form).getByTestId('change-email-send-code'));
    expect(await within(form).findByText('邮箱格式不正确（最多 100 个字符）')).toBeInTheDocument();
    expect(api.callsTo('POST', CODES)).toHaveLength(0);

    await user.clear(address);
    await user.type(address, 'new@example.com');
    await user.click(within(form).getByTestId('change-email-send-code'));
    await waitFor(() => expect(api.callsTo('POST', CODES)).toHaveLength(1));
    expect(api.callsTo('POST', CODES)[0]?.body).toMatchObject({ type: 2, purpose: 'change' });
    await user.type(within(form).getByLabelText('邮箱验证码'), '654321');
    fireEvent.submit(form);
    expect(await within(form).findByText('该邮箱已注册')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/personal/email')[0]?.body).toEqual({
      email: 'new@example.com',
      code: '654321',
    });
  }, 60_000);
});

describe('PersonalCenter: avatar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the avatar, saves its url in the profile and shows it in the header', async () => {
    const url = '/api/uploads/abc123';
    const api = fakeApi({
      'GET /api/personal/profile': () => ({ body: profile }),
      'POST /api/uploads': () => ({ body: { id: 'abc123', url } }),
      'PUT /api/personal/profile': (request) => ({ body: { ...profile, ...(request.body as object) } }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signIn();
    renderApp(PAGE);

    const input = await screen.findByTestId('avatar-input', {}, { timeout: 20_000 });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });

    await waitFor(() => expect(api.callsTo('PUT', '/api/personal/profile')).toHaveLength(1));
    const upload = api.callsTo('POST', '/api/uploads')[0];
    expect(upload?.query.get('purpose')).toBe('avatar');
    expect(api.callsTo('PUT', '/api/personal/profile')[0]?.body).toEqual({ avatar: url });
    await waitFor(() =>
      expect(screen.getByTestId('header-avatar').querySelector('img')).toHaveAttribute('src', url),
    );
    expect(screen.getByTestId('profile-avatar').querySelector('img')).toHaveAttribute('src', url);
  }, 60_000);

  it('shows the refusal of an image that is not what its name says, and saves nothing', async () => {
    const api = fakeApi({
      'GET /api/personal/profile': () => ({ body: profile }),
      'POST /api/uploads': () => failure(422, 'iot-upload.10001', '图片内容与文件类型不符'),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signIn();
    renderApp(PAGE);

    const input = await screen.findByTestId('avatar-input', {}, { timeout: 20_000 });
    fireEvent.change(input, { target: { files: [new File(['<html>'], 'me.png')] } });
    expect(await screen.findByText('图片内容与文件类型不符')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/personal/profile')).toHaveLength(0);
  }, 60_000);
});
