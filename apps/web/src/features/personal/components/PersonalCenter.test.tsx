import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { failure, fakeApi } from '../../../test/fakeApi';
import { signIn } from '../../../test/session';

const signInAlice = () => signIn({ id: 'u1', name: 'alice', isManager: true }, 'user-token');

const session = (id: string, current: boolean) => ({
  id,
  method: 'password',
  ip: '10.0.0.1',
  user_agent: 'Firefox',
  created_at: '2026-01-02T03:04:05Z',
  last_seen_at: '2026-01-02T03:04:05Z',
  current,
});

describe('PersonalCenter screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the own sessions and signs out everywhere else', async () => {
    let sessions = [session('s1', true), session('s2', false)];
    const api = fakeApi({
      'GET /api/personal/sessions': () => ({ body: { list: sessions } }),
      'DELETE /api/personal/sessions/others': () => {
        sessions = [session('s1', true)];
        return { body: { ended: 1 } };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAlice();
    renderApp('/Container/SystemManagement/PersonalCenter?tab=sessions');

    expect(await screen.findByText('当前设备', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByText(/^下\s*线$/)).toHaveLength(1);
    fireEvent.click(screen.getByText('退出其他所有设备'));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/personal/sessions/others')).toHaveLength(1));
    await waitFor(() => expect(screen.queryAllByText(/^下\s*线$/)).toHaveLength(0));
  }, 60_000);
  it('shows the wrong-password answer under the old password', async () => {
    const api = fakeApi({
      'POST /api/personal/password': () => failure(400, 'iot-security.10002', '密码错误'),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAlice();
    renderApp('/Container/SystemManagement/PersonalCenter?tab=security');
    const form = await screen.findByTestId('password-change', {}, { timeout: 20_000 });
    const inputs = form.querySelectorAll('input');
    fireEvent.change(inputs[0]!, { target: { value: 'Wrong123' } });
    fireEvent.change(inputs[1]!, { target: { value: 'NewPass123' } });
    fireEvent.change(inputs[2]!, { target: { value: 'NewPass123' } });
    fireEvent.submit(form);
    expect(await screen.findByText('密码错误', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/personal/password')[0]?.body).toEqual({
      old_password: 'Wrong123',
      password: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
  }, 60_000);
});
