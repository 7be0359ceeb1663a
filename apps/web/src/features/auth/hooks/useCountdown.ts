import { useCallback, useEffect, useState } from 'react';

/** Seconds left before a code may be sent again; 0 when idle. */
export function useCountdown(seconds: number): {
  remaining: number;
  start: (override?: number) => void;
  reset: () => void;
} {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  const start = useCallback((override?: number) => setRemaining(override ?? seconds), [seconds]);
  const reset = useCallback(() => setRemaining(0), []);
  return { remaining, start, reset };
}
