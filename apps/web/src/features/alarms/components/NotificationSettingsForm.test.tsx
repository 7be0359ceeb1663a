import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../i18n';
import { signedInForEachTest } from '../../../test/session';
import { jsonRoutes } from '../../../test/jsonRoutes';
import { NotificationSettingsForm } from './NotificationSettingsForm';

const URL_PATH = '/api/alert-mgmt/tenants/t1/notification-settings';

signedInForEachTest();

describe('NotificationSettingsForm (EditAlarmNotificationsSettings)', () => {
  it('loads the settings, refuses a bad quiet hour at its field, and saves the choice', async () => {
    const { fetchStub, calls } = jsonRoutes({
      [`GET ${URL_PATH}`]: () => ({
        channels: ['app_push'],
        min_level: 1,
        quiet_hours: null,
        critical_in_quiet_hours: true,
      }),
      [`PUT ${URL_PATH}`]: (_url, init) => JSON.parse(String(init?.body)),
    });
    vi.stubGlobal('fetch', fetchStub);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nextProvider i18n={i18n}>
          <App>
            <NotificationSettingsForm owner={{ tenantId: 't1', userId: 'u1' }} />
          </App>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('站内消息')).toBeChecked());
    await user.click(screen.getByLabelText('邮件（账号邮箱）'));
    await user.click(screen.getByLabelText('免打扰时段'));
    const start = await screen.findByLabelText('开始（时:分）');
    await user.clear(start);
    await user.type(start, '25:00');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(
      await screen.findByText('请输入 HH:mm 格式的时间', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(start);
    await user.type(start, '23:00');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      channels: ['app_push', 'email'],
      min_level: 1,
      quiet_hours: { start: '23:00', end: '07:00' },
      critical_in_quiet_hours: true,
      language: 'zh',
    });
  }, 60_000);
});
