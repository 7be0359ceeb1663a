import { useCallback, useRef } from 'react';

/** Runs `action` at most once per `ms`; calls inside the window are dropped. */
export function useThrottled(action: () => void, ms: number): () => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(action);
  latest.current = action;
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < ms) return;
    last.current = now;
    latest.current();
  }, [ms]);
}
