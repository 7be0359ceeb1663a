import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { signInAsAdmin, signInAsManager } from '../../../test/session';

const capacity = { used_bytes: 1024 ** 3 * 0.96, quota_bytes: 1024 ** 3, used_percent: 96, state: 'warning' };
const settings = {
  mode: 'general',
  on_full: 'refuse',
  retention_days: 365,
  allowed_modes: ['general', 'user_exclusive'],
  retention_max_days: 400,
  device_count: 3,
  refusing: false,
  store: 'shared',
  deleted_rows: 12,
  capacity,
};

describe('storage management screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the use and saves the mode and full behaviour the manager picks; a mode not allowed is disabled', async () => {
    const api = fakeApi({
      'GET /api/tenant/storage-settings': () => ({ body: settings }),
      'PUT /api/tenant/storage-settings': (request) => ({
        body: { ...settings, ...(request.body as object) },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsManager();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/Container/SystemManagement/StorageManagement');

    expect(await screen.findByTestId('storage-state')).toHaveTextContent('即将用满');
    expect(screen.getByText('983.0 MB / 1.0 GB')).toBeInTheDocument();
    expect(screen.getByTestId('storage-mode-device_fast_delete')).toBeDisabled();
    expect(screen.getByText('平台管理员未开放')).toBeInTheDocument();
    await user.click(screen.getByTestId('storage-mode-user_exclusive'));
    await user.click(screen.getByTestId('storage-on-full-loop_delete'));
    await user.click(screen.getByTestId('storage-save'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/tenant/storage-settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/tenant/storage-settings')[0]?.body).toEqual({
      mode: 'user_exclusive',
      on_full: 'loop_delete',
      retention_days: 365,
    });
  });

  it('says the data is moving while the mode switches', async () => {
    const api = fakeApi({
      'GET /api/tenant/storage-settings': () => ({
        body: { ...settings, mode: 'user_exclusive', store: 'switching' },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsManager();
    renderApp('/Container/SystemManagement/StorageManagement');
    expect(await screen.findByText('存储模式切换中：数据正在迁移到新的存储')).toBeInTheDocument();
  });

  it('lists every merchant’s use for the platform administrator', async () => {
    const api = fakeApi({
      'GET /api/admin/storage/tenants': () => ({
        body: {
          list: [
            {
              tenant_id: 't1',
              tenant_name: 'Acme Co',
              namespace: 'acme',
              mode: 'user_exclusive',
              on_full: 'loop_delete',
              retention_days: 30,
              allowed_modes: ['general', 'user_exclusive'],
              retention_max_days: 400,
              quota_custom: false,
              refusing: false,
              capacity,
            },
          ],
          pagination: { total_size: 1, current_page: 1, page_size: 20 },
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsAdmin(true);
    renderApp('/Container/SystemManagement/StorageManagement');
    const row = (await screen.findByText('Acme Co (acme)')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('用户独享模式');
    expect(row).toHaveTextContent('循环删除最早的数据');
    expect(row).toHaveTextContent('30 天');
    expect(row).toHaveTextContent('1.0 GB (默认)');
    expect(within(row).getByTestId('storage-state')).toHaveTextContent('即将用满');
  });
});
