import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bigscreensZh as texts } from '../i18n/zh';
import { jsonRoutes } from '../../../test/jsonRoutes';
import { renderApp } from '../../../test/renderApp';
import { signIn } from '../../../test/session';

const noMessages = { list: [], pagination: { total_size: 0, current_page: 1, page_size: 1 } };
const settingsUrl = '/api/bigscreens/stations/s1/settings';

// The page sits with the system configuration screens (system:config); the stations and the
// saving follow the station permissions.
function stubServer(apis: string[]) {
  let stored = {
    station_id: 's1',
    blocks: ['electricSupply', 'energyStorage', 'load', 'photovoltaic'],
    title: '',
    logo: '',
    updated_at: null as string | null,
  };
  const server = jsonRoutes({
    'GET /api/stations': () => ({
      list: [{ id: 's1', name: '西湖站' }],
      pagination: { total_size: 1, current_page: 1, page_size: 100 },
    }),
    [`GET ${settingsUrl}`]: () => stored,
    [`PUT ${settingsUrl}`]: (_u, init) => {
      stored = { ...stored, ...JSON.parse(String(init?.body)), updated_at: '2026-01-01T00:00:00Z' };
      return stored;
    },
    'GET /api/tenant/tenants/t1/users/u1/messages': () => noMessages,
    'GET /api/tenant/tenants/t1/users/u1/mandatory-messages': () => noMessages,
    'GET /api/tenant/privileges/self': () => ({
      tenant_manager: false,
      system_manager: false,
      apis: apis.map((name) => ({ name })),
      menus: [{ menus: 'ScreenSettings,SystemManagement' }],
    }),
  });
  vi.stubGlobal('fetch', server.fetchStub);
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('single-station screen settings', { timeout: 40_000 }, () => {
  it('saves the blocks and title of the chosen station', async () => {
    signIn({ id: 'u1', tenant_id: 't1', name: 'alice', isManager: false });
    const { calls } = stubServer(['system:config', 'station:view', 'station:update']);
    const user = userEvent.setup();
    renderApp('/Container/SystemManagement/ScreenSettings');
    const title = await screen.findByTestId('screen-settings-title');
    await waitFor(() => expect(screen.getByLabelText(texts.pv)).toBeChecked());
    await user.click(screen.getByLabelText(texts.grid));
    await user.click(screen.getByLabelText(texts.load));
    await user.type(title, '西湖储能');
    await user.click(screen.getByTestId('screen-settings-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe(settingsUrl);
    expect(put.body).toEqual({ blocks: ['energyStorage', 'photovoltaic'], title: '西湖储能', logo: '' });
  });

  it('refuses to save with no block shown, before sending', async () => {
    signIn({ id: 'u1', tenant_id: 't1', name: 'alice', isManager: false });
    const { calls } = stubServer(['system:config', 'station:view', 'station:update']);
    const user = userEvent.setup();
    renderApp('/Container/SystemManagement/ScreenSettings');
    await screen.findByTestId('screen-settings-title');
    await waitFor(() => expect(screen.getByLabelText(texts.pv)).toBeChecked());
    for (const label of [texts.grid, texts.storage, texts.load, texts.pv]) {
      await user.click(screen.getByLabelText(label));
    }
    await user.click(screen.getByTestId('screen-settings-save'));
    await waitFor(() =>
      expect(screen.getByTestId('screen-settings-blocks').closest('.ant-form-item')).toHaveClass(
        'ant-form-item-has-error',
      ),
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('lets a user without the station update permission read but not save', async () => {
    signIn({ id: 'u1', tenant_id: 't1', name: 'alice', isManager: false });
    stubServer(['system:config', 'station:view']);
    renderApp('/Container/SystemManagement/ScreenSettings');
    expect(await screen.findByText(texts.settings.readOnly)).toBeInTheDocument();
    expect(screen.queryByTestId('screen-settings-save')).not.toBeInTheDocument();
    expect(screen.getByTestId('screen-settings-title')).toBeDisabled();
  });
});
