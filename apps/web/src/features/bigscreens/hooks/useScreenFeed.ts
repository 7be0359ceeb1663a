import { useEffect, useRef, useState } from 'react';
import { LOGIN_PATH } from '../../../lib/paths';
import { ApiError, SESSION_EXPIRED_CODE } from '../../../ui/apiError';
import { clearSession } from '../../../ui/session';
import { type FeedSnapshot, type FeedSocket, ScreenFeed } from '../utils/screenFeed';

const isExpired = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === SESSION_EXPIRED_CODE;

function handleExpired() {
  clearSession();
  window.location.replace(LOGIN_PATH);
}

/**
 * A screen's data, kept connected by a ScreenFeed for as long as the screen is shown; `key`
 * restarts it (another station). The loader and socket are read once per key.
 */
export function useScreenFeed<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  intervalMs: number,
  socket?: FeedSocket<T>,
): FeedSnapshot<T> {
  const [snapshot, setSnapshot] = useState<FeedSnapshot<T>>({
    data: undefined,
    state: 'connecting',
    lastOkAt: null,
  });
  const latest = useRef({ load, socket });
  latest.current = { load, socket };
  useEffect(() => {
    if (key === null) return;
    setSnapshot({ data: undefined, state: 'connecting', lastOkAt: null });
    const feed = new ScreenFeed<T>({
      load: (signal) => latest.current.load(signal),
      intervalMs,
      isExpired,
      onExpired: handleExpired,
      onChange: setSnapshot,
      socket: latest.current.socket,
    });
    feed.start();
    return () => feed.stop();
  }, [key, intervalMs]);
  return snapshot;
}
