import { backoffDelay } from './backoff';

export type FeedState = 'connecting' | 'live' | 'reconnecting';

export interface FeedSnapshot<T> {
  data: T | undefined;
  state: FeedState;
  /** When the shown data was last confirmed by the server (epoch ms), null before the first answer. */
  lastOkAt: number | null;
}

export interface FeedSocket<T> {
  url: string;
  /** The first message, which authenticates the socket (null: signed out). */
  hello: () => string | null;
  /** Applies one pushed message to the data (undefined: not a live value). */
  apply: (data: T, message: unknown) => T | undefined;
}

export interface ScreenFeedOptions<T> {
  load: (signal: AbortSignal) => Promise<T>;
  /** Period of the full read while connected. */
  intervalMs: number;
  /** True for the failure of an expired session: the screen goes to sign-in instead of retrying. */
  isExpired: (error: unknown) => boolean;
  onExpired: () => void;
  onChange: (snapshot: FeedSnapshot<T>) => void;
  socket?: FeedSocket<T>;
  now?: () => number;
}

/** Close code of a socket refused for an expired or missing session (4000 + HTTP status). */
const SOCKET_UNAUTHORISED = 4401;

/**
 * A big screen's connection to the server: a full read every `intervalMs`, live values over a
 * WebSocket on top. It never gives up: a failed read or a dropped socket is retried after a
 * jittered back-off by attempt count, at once when the tab becomes visible or the browser goes
 * online, and every reconnect reads all state again. Only an expired session ends it (sign-in).
 */
export class ScreenFeed<T> {
  private snapshot: FeedSnapshot<T> = { data: undefined, state: 'connecting', lastOkAt: null };
  private stopped = false;
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  private socketTimer: ReturnType<typeof setTimeout> | undefined;
  private pollAttempt = 0;
  private socketAttempt = 0;
  private socket: WebSocket | undefined;
  private socketUp = false;
  private abort: AbortController | undefined;
  private readonly now: () => number;

  constructor(private readonly options: ScreenFeedOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    document.addEventListener('visibilitychange', this.handleVisible);
    window.addEventListener('online', this.handleVisible);
    void this.poll();
    this.openSocket();
  }

  stop(): void {
    this.stopped = true;
    document.removeEventListener('visibilitychange', this.handleVisible);
    window.removeEventListener('online', this.handleVisible);
    clearTimeout(this.pollTimer);
    clearTimeout(this.socketTimer);
    this.abort?.abort();
    this.closeSocket();
  }

  /** Back at once: the tab is shown again or the network returned while retrying. */
  private readonly handleVisible = () => {
    if (this.stopped || document.visibilityState !== 'visible') return;
    if (this.snapshot.state !== 'live') {
      clearTimeout(this.pollTimer);
      void this.poll();
    }
    if (this.options.socket && !this.socket) {
      clearTimeout(this.socketTimer);
      this.openSocket();
    }
  };

  private set(patch: Partial<FeedSnapshot<T>>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.options.onChange(this.snapshot);
  }

  private async poll(): Promise<void> {
    if (this.stopped) return;
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    try {
      const data = await this.options.load(abort.signal);
      if (this.stopped || abort.signal.aborted) return;
      this.pollAttempt = 0;
      this.set({ data, state: 'live', lastOkAt: this.now() });
      this.pollTimer = setTimeout(() => void this.poll(), this.options.intervalMs);
    } catch (error) {
      if (this.stopped || abort.signal.aborted) return;
      if (this.options.isExpired(error)) {
        this.stop();
        this.options.onExpired();
        return;
      }
      this.pollAttempt += 1;
      this.set({ state: 'reconnecting' });
      this.pollTimer = setTimeout(() => void this.poll(), backoffDelay(this.pollAttempt));
    }
  }

  private openSocket(): void {
    const spec = this.options.socket;
    if (!spec || this.stopped || typeof WebSocket === 'undefined') return;
    const hello = spec.hello();
    if (!hello) return;
    const socket = new WebSocket(spec.url);
    this.socket = socket;
    socket.onopen = () => socket.send(hello);
    socket.onmessage = (event) => this.handleMessage(socket, event);
    socket.onerror = () => undefined;
    socket.onclose = (event) => this.handleClose(socket, event);
  }

  private handleMessage(socket: WebSocket, event: MessageEvent): void {
    if (socket !== this.socket || this.stopped) return;
    let message: unknown;
    try {
      message = JSON.parse(String(event.data));
    } catch {
      return;
    }
    const current = this.snapshot.data;
    const next = current === undefined ? undefined : this.options.socket!.apply(current, message);
    if (next === undefined) return;
    if (!this.socketUp) {
      this.socketUp = true;
      // Back after a drop: everything is read again, not only what the socket pushes.
      if (this.socketAttempt > 0) {
        clearTimeout(this.pollTimer);
        void this.poll();
      }
      this.socketAttempt = 0;
    }
    this.set({ data: next, lastOkAt: this.now() });
  }

  private handleClose(socket: WebSocket, event: CloseEvent): void {
    if (socket !== this.socket) return;
    this.socket = undefined;
    const wasUp = this.socketUp;
    this.socketUp = false;
    if (this.stopped) return;
    if (event.code === SOCKET_UNAUTHORISED || wasUp) {
      // A live socket dropping reads at once: a server that is away shows as reconnecting now,
      // not at the next periodic read; a refused socket tells an expired session (sign-in).
      clearTimeout(this.pollTimer);
      void this.poll();
    }
    // The shown state follows the reads: a socket alone dropping still leaves the reads live.
    this.socketAttempt += 1;
    this.socketTimer = setTimeout(() => this.openSocket(), backoffDelay(this.socketAttempt));
  }

  private closeSocket(): void {
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.close();
  }
}
