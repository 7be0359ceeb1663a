import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { addressWithoutCredentials, completeHandOff, isReceivingPage } from './handOff';

const self = { id: 'u1', tenant_id: 't1', username: 'acme', is_manager: true };
const tenant = { id: 't1', info_model_id: 'im9' };

function at(address: string) {
  window.history.replaceState(null, '', address);
  return window.location;
}

describe('hand-off to the energy front end and big screens', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('knows the receiving pages and drops ticket and token from an address', () => {
    expect(isReceivingPage('/ies_energy')).toBe(true);
    expect(isReceivingPage('/StationScreen')).toBe(true);
    expect(isReceivingPage('/Login')).toBe(false);
    expect(
      addressWithoutCredentials({ pathname: '/ies_energy', search: '?ticket=a&token=b&locale=en', hash: '' }),
    ).toBe('/ies_energy?locale=en');
  });

  it('exchanges a ticket, removes it from the address bar and loads the user', async () => {
    const api = fakeApi({
      'POST /api/control/handoff-tickets/exchange': () => ({
        body: { token: 'handed', expires_at: '2030-01-01T00:00:00Z' },
      }),
      'GET /api/tenant/users/self': () => ({ body: self }),
      'GET /api/tenant/tenants/self': () => ({ body: tenant }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const location = at('/StationScreen?ticket=one-time&tenantId=t1');
    const done = completeHandOff(location);
    // At once, before the exchange answers.
    expect(window.location.search).toBe('?tenantId=t1');
    await done;
    expect(api.callsTo('POST', '/api/control/handoff-tickets/exchange')[0]?.body).toEqual({
      ticket: 'one-time',
    });
    expect(window.localStorage.getItem('token')).toBe('handed');
    expect(window.localStorage.getItem('userInfo')).toContain('u1');
  });

  it("keeps a caller's session token (docs/spec/A-access-and-shell.md) and removes it from the address bar too", async () => {
    const api = fakeApi({
      'GET /api/tenant/users/self': () => ({ body: self }),
      'GET /api/tenant/tenants/self': () => ({ body: tenant }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await completeHandOff(at('/ies_energy?token=spec-a&locale=en'));
    expect(window.location.href).not.toContain('token=');
    expect(window.localStorage.getItem('token')).toBe('spec-a');
    expect(window.localStorage.getItem('userInfo')).toContain('u1');
  });
});
