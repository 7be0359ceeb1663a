/** What a connection may tell the keeper: the server accepted it, so the next drop retries soon again. */
export interface SocketRetry {
  reset: () => void;
}

/**
 * Keeps a WebSocket open for a live view: `connect` makes and wires one (or none, e.g. signed out);
 * after a close it is made again with a growing delay (2 s, 4 s, … at most 30 s) unless `retryAfter`
 * says the close is final. Returns the stop for an effect's cleanup.
 */
export function keepSocketOpen(
  connect: (retry: SocketRetry) => WebSocket | undefined,
  retryAfter: (event: CloseEvent) => boolean = () => true,
): () => void {
  let socket: WebSocket | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  const retry: SocketRetry = {
    reset: () => {
      attempt = 0;
    },
  };
  const open = () => {
    socket = connect(retry);
    // A listener, not onclose: `connect` keeps onclose for its own view of the state.
    socket?.addEventListener('close', (event) => {
      if (stopped || !retryAfter(event)) return;
      attempt += 1;
      timer = setTimeout(open, Math.min(30_000, 1000 * 2 ** attempt));
    });
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };
}
