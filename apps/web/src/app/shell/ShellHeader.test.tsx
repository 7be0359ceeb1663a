import { errorMessage, type StorageCapacity } from '@ies/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { zh } from '../../i18n/zh';
import { renderApp } from '../../test/renderApp';
import { signIn as storeSession } from '../../test/session';

function signIn(isManager: boolean) {
  storeSession(
    {
      id: 'u1',
      tenant_id: 't1',
      name: 'bob',
      isManager,
      tenantInfo: { info_model_id: 'im9' },
    },
    'tok-1',
  );
}

function stubCapacity(capacity: StorageCapacity) {
  const api = fakeApi({ 'GET /api/tenant/storage-capacity': () => ({ body: capacity }) });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const at = (percent: number, state: StorageCapacity['state']): StorageCapacity => ({
  used_bytes: percent,
  quota_bytes: 100,
  used_percent: percent,
  state,
});

describe('shell header', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('warns the tenant manager from 95 % with the catalogue text', async () => {
    stubCapacity(at(96, 'warning'));
    signIn(true);
    renderApp('/Container/Home/HomePage');
    const notice = await screen.findByTestId('capacity-notice');
    expect(notice).toHaveAttribute('data-state', 'warning');
    expect(notice).toHaveTextContent(errorMessage('iot-storage.10001', 'zh'));
  });

  it('tells the tenant manager at 100 % that no data can be entered', async () => {
    stubCapacity(at(100, 'full'));
    signIn(true);
    renderApp('/Container/Home/HomePage');
    const notice = await screen.findByTestId('capacity-notice');
    expect(notice).toHaveAttribute('data-state', 'full');
    expect(notice).toHaveTextContent(errorMessage('iot-storage.10002', 'zh'));
  });

  it('shows nothing below 95 % and never asks for a user who is not the manager', async () => {
    const manager = stubCapacity(at(94, 'normal'));
    signIn(true);
    const { unmount } = renderApp('/Container/Home/HomePage');
    await waitFor(() => expect(manager.callsTo('GET', '/api/tenant/storage-capacity')).toHaveLength(1));
    expect(screen.queryByTestId('capacity-notice')).not.toBeInTheDocument();
    unmount();

    const member = stubCapacity(at(100, 'full'));
    signIn(false);
    renderApp('/Container/Home/HomePage');
    await screen.findByTestId('shell');
    expect(member.callsTo('GET', '/api/tenant/storage-capacity')).toHaveLength(0);
    expect(screen.queryByTestId('capacity-notice')).not.toBeInTheDocument();
  });

  it('links the three monitoring screens in new tabs with info model, tenant, user and locale, never the token', async () => {
    stubCapacity(at(0, 'normal'));
    signIn(false);
    renderApp('/Container/Home/HomePage');
    for (const [path, text] of [
      ['StationScreen', zh.shell.stationScreen],
      ['MicroGridScreen', zh.shell.microGridScreen],
      ['MonitorScreen', zh.shell.monitorScreen],
    ] as const) {
      const link = await screen.findByTestId(`header-link-${path}`);
      expect(link).toHaveTextContent(text);
      expect(link).toHaveAttribute('target', '_blank');
      const href = new URL(link.getAttribute('href')!, 'http://localhost');
      expect(href.pathname).toBe(`/${path}`);
      expect(Object.fromEntries(href.searchParams)).toEqual({
        info_model_id: 'im9',
        tenantId: 't1',
        userId: 'u1',
        locale: 'zh',
      });
    }
  });

  it('sends a signed-out visitor of a monitoring screen to sign-in, like /Container', async () => {
    stubCapacity(at(0, 'normal'));
    renderApp('/MicroGridScreen');
    expect(await screen.findByTestId('login-panel')).toBeInTheDocument();
  });

  it('opens a monitoring screen for a signed-in user on its full-screen canvas', async () => {
    stubCapacity(at(0, 'normal'));
    signIn(false);
    renderApp('/MonitorScreen');
    const canvas = await screen.findByTestId('bigscreen-canvas');
    expect(canvas).toHaveTextContent('综合监控大屏');
  });
});
