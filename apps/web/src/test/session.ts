import { afterEach, beforeEach, vi } from 'vitest';

/** The signed-in user as the sign-in screen stores it (`userInfo`); tests pass exactly what they need. */
export interface TestUser {
  id?: string | number;
  tenant_id?: string;
  name?: string;
  isManager?: boolean;
  isPlatformAdmin?: boolean;
  [field: string]: unknown;
}

/** The merchant manager most screen tests act as (tenant t1, user u1). */
export const MANAGER_ALICE: TestUser = { id: 'u1', tenant_id: 't1', name: 'alice', isManager: true };

/** The merchant manager (tenant and user ids) of the screens that put the ids in their API paths. */
export const TENANT_ID = '3b1c2a4e-8f8e-4a44-9a59-6f5c6a0f2b11';
export const USER_ID = '4c1c2a4e-8f8e-4a44-9a59-6f5c6a0f2b11';

export function signInAsManager(): void {
  signIn({ id: USER_ID, tenant_id: TENANT_ID, name: 'acme', isManager: true }, 'manager-token');
}

/** A sub-user of that manager as the tenant's user list sends it; `changes` give each test its own. */
export function subUserFixture<T extends { id: string; username: string }>(changes: T) {
  return {
    sign_in_name: `${changes.username}@acme`,
    nick_name: changes.username,
    mobile: '13800138001' as string | null,
    email: 'night@example.com' as string | null,
    parent_user_id: USER_ID,
    roles: [] as Array<{ id: string; name: string }>,
    scope: { all_stations: false, station_ids: [], all_devices: false, device_ids: [] } as unknown,
    created_at: '2026-01-01T00:00:00Z',
    ...changes,
  };
}

/** Signs in the console's administrator: the platform administrator, or (false) a merchant manager. */
export function signInAsAdmin(isPlatformAdmin: boolean): void {
  signIn({ id: 'a', name: 'admin', isManager: true, isPlatformAdmin }, 'admin-token');
}

/** Stores a session as the sign-in screen does: the token and, when given, the user. */
export function signIn(user?: TestUser, token = 'test-token'): void {
  window.localStorage.setItem('token', token);
  if (user) window.localStorage.setItem('userInfo', JSON.stringify(user));
}

/** Every test of the file runs signed in; afterwards the stubs and the session are gone. */
export function signedInForEachTest(user?: TestUser, token = 'test-token'): void {
  beforeEach(() => signIn(user, token));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });
}
