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
