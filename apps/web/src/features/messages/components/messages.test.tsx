import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { zh } from '../../../i18n/zh';
import { MANAGER_ALICE, signedInForEachTest } from '../../../test/session';
import { jsonRoutes } from '../../../test/jsonRoutes';
import { renderApp } from '../../../test/renderApp';

const base = '/api/tenant/tenants/t1/users/u1';
const page = (list: unknown[], total: number, current = 1) => ({
  list,
  pagination: { total_size: total, current_page: current, page_size: 5 },
});
const message = (id: string, read = 0) => ({
  id,
  message_name: `Title ${id}`,
  message_body: { message: `Body ${id}` },
  create_time: '2026-01-01T00:00:00.000Z',
  read_status: read,
});
const noMandatory = () => page([], 0);

signedInForEachTest(MANAGER_ALICE);

describe('message bell', () => {
  it('shows the unread count, and "..." above 99', async () => {
    const { fetchStub } = jsonRoutes({
      [`GET ${base}/messages`]: () => page([message('a')], 120),
      [`GET ${base}/mandatory-messages`]: noMandatory,
    });
    vi.stubGlobal('fetch', fetchStub);
    renderApp('/Container/Home/HomePage');
    const badge = await screen.findByTestId('message-badge');
    await waitFor(() => expect(badge).toHaveTextContent('...'));
  });

  it('opening the list shows the messages, marks the unread ones read and clears the count', async () => {
    let unread = 2;
    const { fetchStub, calls } = jsonRoutes({
      [`GET ${base}/messages`]: (url) =>
        url.searchParams.get('read_status') === '0'
          ? page([], unread)
          : page([message('m1'), message('m2'), message('m3', 1)], 3),
      [`PUT ${base}/messages/read`]: () => {
        unread = 0;
        return { updated: 2 };
      },
      [`GET ${base}/mandatory-messages`]: noMandatory,
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderApp('/Container/Home/HomePage');
    const badge = await screen.findByTestId('message-badge');
    await waitFor(() => expect(badge).toHaveTextContent('2'));

    await user.click(screen.getByTestId('message-bell'));
    const drawer = await screen.findByTestId('message-drawer');
    expect(await within(drawer).findAllByTestId('message-item')).toHaveLength(3);
    expect(within(drawer).getByText('Body m1')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const markCall = calls.find((c) => c.method === 'PUT')!;
    expect(markCall.url.pathname).toBe(`${base}/messages/read`);
    expect(markCall.url.searchParams.get('ids')).toBe('m1,m2');
    await waitFor(() => expect(screen.getByTestId('message-badge')).not.toHaveTextContent('2'));
  });

  it('throttles mark-all-read to one call per 500 ms', async () => {
    const { fetchStub, calls } = jsonRoutes({
      [`GET ${base}/messages`]: () => page([message('r1', 1)], 1),
      [`PUT ${base}/messages/read-all`]: () => ({ updated: 0 }),
      [`GET ${base}/mandatory-messages`]: noMandatory,
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderApp('/Container/Home/HomePage');
    await user.click(await screen.findByTestId('message-bell'));
    const markAll = await screen.findByTestId('messages-mark-all');
    await user.click(markAll);
    await user.click(markAll);
    await user.click(markAll);
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/read-all'))).toHaveLength(1));
  });

  it('asks for the next page when scrolled to the bottom, after the 500 ms delay', async () => {
    const { fetchStub, calls } = jsonRoutes({
      [`GET ${base}/messages`]: (url) => {
        if (url.searchParams.get('read_status') === '0') return page([], 0);
        const current = Number(url.searchParams.get('current_page'));
        const ids = current === 1 ? ['p1', 'p2', 'p3', 'p4', 'p5'] : ['p6'];
        return page(
          ids.map((id) => message(id, 1)),
          6,
          current,
        );
      },
      [`GET ${base}/mandatory-messages`]: noMandatory,
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderApp('/Container/Home/HomePage');
    await user.click(await screen.findByTestId('message-bell'));
    expect(await screen.findAllByTestId('message-item')).toHaveLength(5);
    const listPages = () =>
      calls.filter((c) => c.url.pathname.endsWith('/messages') && !c.url.searchParams.has('read_status'));
    const scroller = screen.getByTestId('message-scroll');
    scroller.dispatchEvent(new Event('scroll', { bubbles: true }));
    expect(listPages()).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(6), { timeout: 2000 });
    expect(listPages().at(-1)?.url.searchParams.get('current_page')).toBe('2');
    expect(listPages().at(-1)?.url.searchParams.get('page_size')).toBe('5');
  });
});

describe('mandatory messages', () => {
  it('shows each unread mandatory prompt until confirmed, then the next', async () => {
    let pending = [
      { id: 'x1', messageTitle: 'Notice one', messageType: 3, messageContent: 'Read me first' },
      { id: 'x2', messageTitle: 'Notice two', messageType: 3, messageContent: 'Then me' },
    ];
    const { fetchStub, calls } = jsonRoutes({
      [`GET ${base}/messages`]: () => page([], 0),
      [`GET ${base}/mandatory-messages`]: () => page(pending, pending.length),
      [`PUT ${base}/mandatory-messages`]: (_url, init) => {
        const { user_message_id } = JSON.parse(String(init?.body));
        pending = pending.filter((p) => p.id !== user_message_id);
        return undefined;
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderApp('/Container/Home/HomePage');
    expect(await screen.findByText('Read me first')).toBeInTheDocument();
    const query = calls.find((c) => c.url.pathname.endsWith('/mandatory-messages'))!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      current_page: '1',
      page_size: '10',
      platform: 'IES',
      read_status: '0',
      reminder_mode: '3',
    });
    await user.click(screen.getByRole('button', { name: zh.messages.confirm }));
    expect(await screen.findByText('Then me')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ read_status: 1, user_message_id: 'x1' });
    await user.click(screen.getByRole('button', { name: zh.messages.confirm }));
    await waitFor(() => expect(screen.queryByText('Then me')).not.toBeInTheDocument());
  });
});
