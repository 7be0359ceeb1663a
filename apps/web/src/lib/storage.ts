import { STORAGE_KEYS } from '@ies/contracts';

export { STORAGE_KEYS };

/** One of the local storage keys of docs/spec/A-access-and-shell.md §3; nothing else is stored by the web app. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (privacy mode, quota, disabled cookies); the app then behaves as if empty.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Settings then last only for this page view.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readStoredJson(key: StorageKey): unknown {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Prefix of sessionStorage entries that belong to the signed-in user (list filters kept alive, …). */
export const USER_MEMORY_PREFIX = 'ies.user.';

/** Signing out: the next user of this tab starts without the previous user's remembered screens. */
export function forgetUserMemory(): void {
  try {
    for (let i = window.sessionStorage.length - 1; i >= 0; i--) {
      const key = window.sessionStorage.key(i);
      if (key?.startsWith(USER_MEMORY_PREFIX)) window.sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing remembered when storage is unavailable.
  }
}
