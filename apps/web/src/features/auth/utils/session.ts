import { readStorage, readStoredJson, removeStorage, STORAGE_KEYS, writeStorage } from '../../../ui/storage';

/** The user info stored after login (spec A §3); only what the shell reads is typed here. */
export interface SessionUser {
  id?: string | number;
  tenant_id?: string | number;
  name?: string;
  avatar?: string;
  isManager?: boolean;
}

export function readSessionToken(): string | null {
  return readStorage(STORAGE_KEYS.token) || null;
}

export function hasSessionToken(): boolean {
  return readSessionToken() !== null;
}

export function storeSessionToken(token: string): void {
  writeStorage(STORAGE_KEYS.token, token);
}

export function readSessionUser(): SessionUser | null {
  const stored = readStoredJson(STORAGE_KEYS.userInfo);
  return typeof stored === 'object' && stored !== null ? (stored as SessionUser) : null;
}

// Everything tied to the signed-in user; language and theme stay with the device.
const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.ujwt,
  STORAGE_KEYS.userInfo,
  STORAGE_KEYS.tenantPermissionInfo,
  STORAGE_KEYS.userApiRoleListMap,
  STORAGE_KEYS.infoModels,
] as const;

export function clearSession(): void {
  for (const key of SESSION_KEYS) removeStorage(key);
}
