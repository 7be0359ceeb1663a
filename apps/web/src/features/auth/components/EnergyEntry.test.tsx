import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, currentLocale } from '../../../i18n';
import { renderApp } from '../../../test/renderApp';

describe('/ies_energy, the energy front end entry', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
    await changeLocale('zh');
  });

  it('without a token it goes to the sign-in page', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    renderApp('/ies_energy?tenantId=t1');
    expect(await screen.findByTestId('login-panel')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/Login$/);
    // The panel preloads its validators; let that finish before the environment goes away.
    await import('../utils/loginSchemas');
  });

  it('stores the token, removes it from the address bar and opens the home page', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const entry = '/ies_energy?token=secret-token&info_model_id=&tenantId=t1&userId=u1&locale=en';
    window.history.pushState(null, '', entry);
    renderApp(entry);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Container/Home/HomePage'));
    expect(window.localStorage.getItem('token')).toBe('secret-token');
    expect(window.location.href).not.toContain('secret-token');
    expect(window.location.search).toBe('?info_model_id=&tenantId=t1&userId=u1&locale=en');
    expect(currentLocale()).toBe('en');
  });
});
