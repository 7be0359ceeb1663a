import { SYSTEM_NAME_MAX } from '@ies/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translateError } from '../../../i18n/translateError';
import { zh } from '../../../i18n/zh';
import { jsonRoutes } from '../../../test/jsonRoutes';
import { renderApp } from '../../../test/renderApp';
import { signIn as storeSession } from '../../../test/session';

const url = '/api/tenant/tenants/t1/customization';
const noMessages = { list: [], pagination: { total_size: 0, current_page: 1, page_size: 1 } };

function stubServer(initial: Array<{ key: string; value: string }>) {
  let stored = initial;
  const server = jsonRoutes({
    [`GET ${url}`]: () => ({ list: stored }),
    [`PUT ${url}`]: (_u, init) => {
      const { list } = JSON.parse(String(init?.body)) as { list: Array<{ key: string; value: string }> };
      const byKey = new Map(stored.map((e) => [e.key, e.value]));
      for (const e of list) byKey.set(e.key, e.value);
      stored = [...byKey].map(([key, value]) => ({ key, value }));
      return { list: stored };
    },
    'GET /api/tenant/tenants/t1/users/u1/messages': () => noMessages,
    'GET /api/tenant/tenants/t1/users/u1/mandatory-messages': () => noMessages,
    // A sub-user whose group holds the system-configuration permission (it opens the page).
    'GET /api/tenant/privileges/self': () => ({
      tenant_manager: false,
      system_manager: false,
      apis: [{ name: 'system:config' }],
      menus: [{ menus: 'SystemConfig,SystemManagement' }],
    }),
  });
  vi.stubGlobal('fetch', server.fetchStub);
  return server;
}

function signIn(isManager: boolean) {
  storeSession({ id: 'u1', tenant_id: 't1', name: 'alice', isManager });
}

beforeEach(() => signIn(true));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('system config', () => {
  it('shows the tenant’s system name and footer contact in the shell', async () => {
    stubServer([
      { key: 'systemNameI18n', value: JSON.stringify({ zh_CN: '储能云', en_US: 'Storage Cloud' }) },
      { key: 'systemWebBottomPhone', value: '400-123-4567' },
    ]);
    renderApp('/Container/Home/HomePage');
    await waitFor(() => expect(screen.getByTestId('brand-name')).toHaveTextContent('储能云'));
    expect(screen.getByTestId('shell-footer')).toHaveTextContent('400-123-4567');
  });

  it('saves the name and footer, and the header and footer change without a reload', async () => {
    const { calls } = stubServer([{ key: 'systemName', value: '旧名称' }]);
    const user = userEvent.setup();
    renderApp('/Container/SystemManagement/SystemConfig');
    const zhName = await screen.findByTestId('system-name-zh');
    await waitFor(() => expect(zhName).toHaveValue('旧名称'));
    await user.clear(zhName);
    await user.type(zhName, '新能源平台');
    await user.type(screen.getByTestId('system-name-en'), 'New Energy');
    await user.type(screen.getByTestId('footer-company'), 'Shop Energy');
    const reads = () => calls.filter((c) => c.method === 'GET' && c.url.pathname === url).length;
    const readsBeforeSave = reads();
    await user.click(screen.getByTestId('system-config-save'));

    await waitFor(() => expect(screen.getByTestId('brand-name')).toHaveTextContent('新能源平台'));
    expect(screen.getByTestId('shell-footer')).toHaveTextContent('Shop Energy');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect((put.body as { list: unknown[] }).list).toEqual(
      expect.arrayContaining([
        { key: 'systemName', value: '新能源平台' },
        { key: 'systemNameI18n', value: JSON.stringify({ zh_CN: '新能源平台', en_US: 'New Energy' }) },
      ]),
    );
    // The change came from the save's answer, not from reading the customisation again.
    expect(reads()).toBe(readsBeforeSave);
  });

  it('checks the name length in the browser before sending', async () => {
    const { calls } = stubServer([]);
    const user = userEvent.setup();
    renderApp('/Container/SystemManagement/SystemConfig');
    await user.type(await screen.findByTestId('system-name-zh'), 'x'.repeat(21));
    await user.type(screen.getByTestId('system-name-en'), 'ok');
    await user.click(screen.getByTestId('system-config-save'));
    expect(
      await screen.findByText(translateError('iot-validation.10004', { max: SYSTEM_NAME_MAX })),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('lets other users read but not save', async () => {
    signIn(false);
    stubServer([{ key: 'systemName', value: '只读' }]);
    renderApp('/Container/SystemManagement/SystemConfig');
    expect(await screen.findByText(zh.systemConfig.managerOnly)).toBeInTheDocument();
    expect(screen.queryByTestId('system-config-save')).not.toBeInTheDocument();
    expect(screen.getByTestId('system-name-zh')).toBeDisabled();
  });
});
