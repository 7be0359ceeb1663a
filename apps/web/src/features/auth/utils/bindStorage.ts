import { BIND_TOKEN_STORAGE_KEY } from '@ies/contracts';

// Session storage: the bind token and provider live only as long as this tab.
const THIRD_TYPE_KEY = 'third_type';

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Without session storage the bind page asks the user to sign in again.
  }
}

export const bindStorage = {
  bindToken: () => read(BIND_TOKEN_STORAGE_KEY),
  setBindToken: (token: string | null) => write(BIND_TOKEN_STORAGE_KEY, token),
  /** The provider of the sign-in under way, for the callback's check call. */
  thirdType: () => read(THIRD_TYPE_KEY),
  setThirdType: (thirdType: string | null) => write(THIRD_TYPE_KEY, thirdType),
};
