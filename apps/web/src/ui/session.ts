import type { SelfTenant, SelfUser } from '@ies/contracts';
import {
  forgetUserMemory,
  readStorage,
  readStoredJson,
  removeStorage,
  STORAGE_KEYS,
  writeStorage,
} from '../lib/storage';

/** The user info stored after login (docs/spec/A-access-and-shell.md §3) plus the tenant info added after it. */
export interface SessionUser {
  id?: string | number;
  tenant_id?: string | number;
  name?: string;
  avatar?: string;
  isManager?: boolean;
  /** The platform administrator (platform tenant): the only one who sees the admin console. */
  isPlatformAdmin?: boolean;
  /** JSON text of the user's customisation. */
  customization?: string;
  tenantInfo?: SelfTenant;
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

export function storeUjwt(ujwt: string): void {
  writeStorage(STORAGE_KEYS.ujwt, ujwt);
}

export function readUjwt(): string | null {
  return readStorage(STORAGE_KEYS.ujwt) || null;
}

export function readSessionUser(): SessionUser | null {
  const stored = readStoredJson(STORAGE_KEYS.userInfo);
  return typeof stored === 'object' && stored !== null ? (stored as SessionUser) : null;
}

/** The caller's tenant and user ids, which the spec's tenant-scoped calls carry in their paths. */
export function sessionPathIds(): { tenant_id: string; user_id: string } {
  const user = readSessionUser();
  return { tenant_id: String(user?.tenant_id ?? ''), user_id: String(user?.id ?? '') };
}

/** The stored user info of docs/spec/A-access-and-shell.md §3, built from getSelfUserInfo and getUsersSelfTenant. */
export function sessionUserOf(user: SelfUser, tenant: SelfTenant): SessionUser {
  return {
    id: user.id,
    tenant_id: user.tenant_id,
    name: user.name,
    avatar: user.avatar,
    isManager: user.isManager,
    isPlatformAdmin: user.isPlatformAdmin,
    customization: user.customization,
    tenantInfo: tenant,
  };
}

const sessionUserListeners = new Set<() => void>();

export function storeSessionUser(user: SessionUser): void {
  writeStorage(STORAGE_KEYS.userInfo, JSON.stringify(user));
  for (const listener of sessionUserListeners) listener();
}

/** Tells the listener when this page stores a new user info (e.g. a new avatar for the header). */
export function subscribeSessionUser(listener: () => void): () => void {
  sessionUserListeners.add(listener);
  return () => sessionUserListeners.delete(listener);
}

/** The stored user info as text: a stable snapshot for useSyncExternalStore. */
export function readSessionUserText(): string | null {
  return readStorage(STORAGE_KEYS.userInfo);
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
  forgetUserMemory();
}
