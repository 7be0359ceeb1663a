import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fakeApi';
import { menuItem } from '../test/menuFixtures';
import { renderApp } from '../test/renderApp';

const signIn = () => window.localStorage.setItem('token', 'test-token');

describe('routes and access guard', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends a /Container path without a token to /Login', async () => {
    renderApp('/Container/StationManagement/StationList');
    expect(await screen.findByTestId('login-panel')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/Login$/);
  });

  it('sends / to /Login without a token (via the home page)', async () => {
    renderApp('/');
    expect(await screen.findByTestId('login-panel')).toBeInTheDocument();
  });

  it('lets a signed-in user into the shell, where an unknown page says it is not found', async () => {
    signIn();
    renderApp('/Container/SystemManagement/NoSuchScreen');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.getByTestId('shell')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/Container/SystemManagement/NoSuchScreen');
  });

  it('redirects / to the home page for a signed-in user', async () => {
    signIn();
    renderApp('/');
    await screen.findByTestId('shell');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/Container\/Home\/HomePage$/);
  });

  it('opens /Help without a token', async () => {
    renderApp('/Help');
    expect(await screen.findByTestId('help-page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/Help$/);
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('shows the 404 page inside the shell for an unknown /Container path', async () => {
    signIn();
    renderApp('/Container/StationManagement/NoSuchScreen');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.getByTestId('shell')).toBeInTheDocument();
  });

  it('opens /Container/{menu_field} as a tenant menu page: a code page without a route is a placeholder', async () => {
    signIn();
    window.localStorage.setItem('userInfo', JSON.stringify({ id: 1, isManager: true }));
    const screenItem = menuItem('energyScreen', { is_public: false, link_address: 'Screens/Energy' });
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/menus/tenant': () => ({ body: { menu_json: [screenItem] } }) }).fetchMock,
    );
    renderApp('/Container/energyScreen');
    const panel = await screen.findByTestId('not-built');
    expect(within(panel).getByText('Screens/Energy')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
