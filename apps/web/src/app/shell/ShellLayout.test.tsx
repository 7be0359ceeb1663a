import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { renderApp } from '../../test/renderApp';
import { themeStore } from '../theme/themeStore';
import { signIn } from '../../test/session';

describe('shell', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    signIn({ id: 1, name: 'alice', isManager: false });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });

  afterEach(async () => {
    vi.unstubAllGlobals();
    themeStore.reset();
    await changeLocale('zh');
  });

  it('logs out even when the server cannot be reached, clearing the session', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/Container/Home/HomePage');

    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('logout'));

    expect(await screen.findByTestId('login-panel')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/control/sessions?session_id=test-token',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('userInfo')).toBeNull();
  });

  it('switches the language at once and stores it', async () => {
    const user = userEvent.setup();
    renderApp('/Container/SystemManagement/NoSuchScreen');
    expect(await screen.findByText(zh.notFound.title)).toBeInTheDocument();

    await user.click(screen.getByTestId('lang-switch'));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));

    expect(await screen.findByText(en.notFound.title)).toBeInTheDocument();
    expect(window.localStorage.getItem('solarLang')).toBe('en');
  });

  it('applies theme changes from the dialog without a reload', async () => {
    const user = userEvent.setup();
    renderApp('/Container/Home/HomePage');
    const shell = await screen.findByTestId('shell');
    expect(shell).toHaveAttribute('data-layout', 'LTAContainer');

    await user.click(screen.getByTestId('theme-button'));
    const drawer = await screen.findByTestId('theme-drawer');
    await user.click(within(drawer).getByRole('button', { name: /#33A870/ }));
    await user.click(within(screen.getByRole('dialog')).getByText(zh.theme.LTBContainer));

    await waitFor(() => expect(screen.getByTestId('shell')).toHaveAttribute('data-layout', 'LTBContainer'));
    expect(JSON.parse(window.localStorage.getItem('themePageSet') ?? '{}')).toMatchObject({
      primaryColor: '#33A870',
      layout: 'LTBContainer',
    });
  });

  it('opens the side menu group of the current page and navigates from it', async () => {
    const user = userEvent.setup();
    renderApp('/Container/StationManagement/StationList/StationDetail');
    const menu = await screen.findByTestId('side-menu');

    await user.click(within(menu).getByText(zh.route.alarmList));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/Container/StationManagement/AlarmList'),
    );
  });
});
