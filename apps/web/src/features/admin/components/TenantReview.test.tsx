import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { expectAdminOnly } from '../../../test/adminConsole';
import { fakeApi } from '../../../test/fakeApi';
import { tenantActions } from './tenantActions';
import { signInAsAdmin } from '../../../test/session';

const pendingMerchant = {
  id: '0d5c2a4e-8f8e-4a44-9a59-6f5c6a0f2b11',
  name: 'acme',
  namespace: 'acme',
  business_id: '1234567890',
  extension_code: 'MTIzNDU2Nzg5MA==',
  status: 'pending',
  organization_name: '某某能源',
  industry: '储能',
  address: '深圳',
  manager: { id: 'u1', username: 'acme', nick_name: '张三', mobile: '138****8000', email: '', job: '经理' },
  review_reason: null,
  reviewed_at: null,
  created_at: '2025-05-27T08:00:00Z',
};

describe('platform administration console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is refused to anyone but the platform administrator', async () => {
    await expectAdminOnly('/Container/Admin/Tenants');
  });

  it('lists pending merchants and approves one', async () => {
    let approved = false;
    const api = fakeApi({
      'GET /api/admin/tenants': () => ({
        body: {
          list: approved ? [] : [pendingMerchant],
          pagination: { total_size: approved ? 0 : 1, current_page: 1, page_size: 10 },
        },
      }),
      [`POST /api/admin/tenants/${pendingMerchant.id}/approve`]: () => {
        approved = true;
        return { status: 204 };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    signInAsAdmin(true);
    // jsdom's getComputedStyle is slow with the table's many styles; the pointer-events check needs it.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/Container/Admin/Tenants');

    const console = await screen.findByTestId('admin-tenants');
    const row = (await within(console).findByText('acme')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('待审核');
    expect(Object.fromEntries(api.callsTo('GET', '/api/admin/tenants')[0]?.query ?? [])).toMatchObject({
      status: 'pending',
      current_page: '1',
    });
    // Text queries: role queries compute styles for every node, slow in jsdom with antd's table styles.
    await user.click(within(row).getByText(/^通\s*过$/));
    const confirm = await waitFor(() => {
      const popup = document.querySelector<HTMLElement>('.ant-popconfirm');
      if (!popup) throw new Error('no confirmation yet');
      return popup;
    });
    await user.click(within(confirm).getByText(/^确\s*定$/));
    await waitFor(() => expect(within(console).queryByText('acme')).not.toBeInTheDocument());
    expect(api.callsTo('POST', `/api/admin/tenants/${pendingMerchant.id}/approve`)).toHaveLength(1);
  });

  it('offers each action only in the state that allows it', () => {
    expect(tenantActions('pending')).toEqual(['approve', 'reject']);
    expect(tenantActions('rejected')).toEqual(['approve']);
    expect(tenantActions('active')).toEqual(['disable']);
    expect(tenantActions('disabled')).toEqual(['enable']);
  });
});
