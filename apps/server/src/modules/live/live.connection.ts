import {
  errorMessage,
  LIVE_DEVICES_MAX,
  LIVE_MESSAGES_PER_WINDOW,
  LIVE_RATE_WINDOW_MS,
  type LiveSample,
  type LiveServerMessage,
  liveClientMessageSchema,
} from '@ies/contracts';
import type { WebSocket } from 'ws';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { DeviceScopeResolver } from '../devices/device-scope';
import type { LiveHub, LiveSubscriber } from './live.hub';
import type { LiveRepository } from './live.repository';
import type { StationDeviceResolver } from './station-resolver';

export interface LiveConnectionDeps {
  hub: LiveHub;
  repository: LiveRepository;
  scopeOf: DeviceScopeResolver;
  stationDevices: StationDeviceResolver;
  /** Resolves a token sent in the first message; null when unknown or not allowed live data. */
  authenticate(token: string): Promise<AuthContext | null>;
  locale: 'zh' | 'en';
}

/** Policy violation: the connection is closed after too many messages or without a session. */
const CLOSE_POLICY = 1008;
/** How often the session behind a connection is checked again (sign-out, disabled user or tenant). */
export const LIVE_SESSION_CHECK_MS = 60_000;

/** One WebSocket connection of `GET /api/live`. */
export class LiveConnection implements LiveSubscriber {
  private auth: AuthContext | null = null;
  /** Settles once the token of the upgrade request (if any) is checked; messages wait for it. */
  private readonly ready: Promise<void>;
  private readonly devices = new Set<string>();
  private windowStart = 0;
  private windowCount = 0;
  private strikes = 0;
  private token: string | undefined;
  private recheck: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: LiveConnectionDeps,
    /** The upgrade request's caller: undefined when it brought no token, null when refused. */
    initial: Promise<AuthContext | null | undefined>,
    token?: string,
  ) {
    this.token = token;
    // Handlers are attached at once so no early message is lost while the token is checked.
    socket.on(
      'message',
      (data) => void this.onMessage(data.toString()).catch(() => this.fail('iot-http.500')),
    );
    socket.on('close', () => {
      clearInterval(this.recheck);
      this.deps.hub.remove(this, this.devices);
    });
    this.ready = initial.then(
      (auth) => this.start(auth),
      () => this.start(null),
    );
  }

  private start(auth: AuthContext | null | undefined): void {
    if (auth === null) {
      this.fail('iot-http.401');
      this.socket.close(CLOSE_POLICY, 'unauthorised');
      return;
    }
    if (auth) this.authenticated(auth);
  }

  private authenticated(auth: AuthContext): void {
    this.auth = auth;
    this.send({ type: 'ready', user_id: auth.userId });
    // A session that ends (sign-out, disabled user) stops the stream within a minute.
    if (this.token && !this.recheck) {
      this.recheck = setInterval(() => void this.checkSession(), LIVE_SESSION_CHECK_MS);
      this.recheck.unref();
    }
  }

  private async checkSession(): Promise<void> {
    if (!this.token || (await this.deps.authenticate(this.token).catch(() => null))) return;
    this.fail('iot-http.401');
    this.socket.close(CLOSE_POLICY, 'session ended');
  }

  push(deviceId: string, samples: LiveSample[]): void {
    this.send({ type: 'samples', device_id: deviceId, samples });
  }

  private send(message: LiveServerMessage): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private fail(code: string): void {
    this.send({ type: 'error', code, message: errorMessage(code, this.deps.locale) });
  }

  /** At most LIVE_MESSAGES_PER_WINDOW messages per window; beyond it they are dropped (B §8). */
  private allowed(): boolean {
    const now = Date.now();
    if (now - this.windowStart >= LIVE_RATE_WINDOW_MS) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    if (this.windowCount <= LIVE_MESSAGES_PER_WINDOW) return true;
    this.fail('iot-data.10006');
    // A client that keeps flooding after the warning is cut off.
    this.strikes += 1;
    if (this.strikes > LIVE_MESSAGES_PER_WINDOW) this.socket.close(CLOSE_POLICY, 'rate limit');
    return false;
  }

  private async onMessage(text: string): Promise<void> {
    await this.ready;
    if (!this.allowed()) return;
    let parsed: ReturnType<typeof liveClientMessageSchema.safeParse>;
    try {
      parsed = liveClientMessageSchema.safeParse(JSON.parse(text));
    } catch {
      return this.fail('iot-http.400');
    }
    if (!parsed.success) return this.fail('iot-http.400');
    const message = parsed.data;
    if (message.type === 'auth') {
      if (this.auth) return;
      const auth = await this.deps.authenticate(message.token);
      if (!auth) {
        this.fail('iot-http.401');
        this.socket.close(CLOSE_POLICY, 'unauthorised');
        return;
      }
      this.token = message.token;
      this.authenticated(auth);
      return;
    }
    if (!this.auth) return this.fail('iot-http.401');
    if (message.type === 'ping') return this.send({ type: 'pong' });
    const requested = [...message.devices];
    const scope = await this.deps.scopeOf(this.auth);
    // A station resolves through the station authority: one the caller does not reach is refused.
    const refusedStations: string[] = [];
    for (const station of message.stations) {
      const ids = await this.deps.stationDevices(this.auth, station);
      if (ids) requested.push(...ids);
      else refusedStations.push(station);
    }
    if (message.type === 'unsubscribe') {
      const gone = requested.filter((id) => this.devices.delete(id));
      this.deps.hub.remove(this, gone);
      return this.send({ type: 'unsubscribed', devices: gone });
    }
    // Authorised like the REST calls: the caller's tenant and sub-user device authority.
    const visible = new Set(await this.deps.repository.visible(scope, requested));
    const room = LIVE_DEVICES_MAX - this.devices.size;
    const added = [...visible].filter((id) => !this.devices.has(id)).slice(0, Math.max(0, room));
    for (const id of added) this.devices.add(id);
    this.deps.hub.add(this, added);
    const refused = [...new Set([...refusedStations, ...requested.filter((id) => !this.devices.has(id))])];
    this.send({ type: 'subscribed', devices: [...this.devices], refused });
    // What the newly followed devices show now; samples committed from here on follow as `samples`.
    if (added.length > 0) this.send({ type: 'snapshot', devices: await this.deps.repository.latest(added) });
  }
}
