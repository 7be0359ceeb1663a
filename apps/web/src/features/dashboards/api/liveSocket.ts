import { readStorage, STORAGE_KEYS } from '../../../lib/storage';

/** The live-data WebSocket of the current origin; the token goes in the first message, not the URL. */
export function liveSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/live`;
}

export function sessionToken(): string | null {
  return readStorage(STORAGE_KEYS.token);
}
