import {
  BIGSCREEN_GENERAL_PUSH_SECONDS,
  type BigscreenGeneral,
  type BigscreenGeneralLiveMessage,
  stationLiveAuthSchema,
} from '@ies/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/app-error';
import { assertPermitted, type GrantedApis } from '../../platform/auth.plugin';
import type { AuthContext } from '../../platform/identity/auth-context';
import { webSocketOnly } from '../../platform/websocket-routes';

/** One socket following the general screen. */
export interface GeneralFollower {
  readonly token: string;
  send(text: string): void;
  stop(code: string): void;
}

export interface GeneralScreenFeedsDeps {
  /** The general screen's figures for the caller (BigscreensService.general). */
  general(auth: AuthContext): Promise<BigscreenGeneral>;
  /** null while the token's user may still see the screen, else the error code that stops it. */
  authorise(token: string): Promise<string | null>;
  /** Milliseconds between pushes (0: tests call tick()). */
  intervalMs: number;
  /** Sessions are checked again every this many pushes. */
  recheckEvery?: number;
}

interface Group {
  auth: AuthContext;
  followers: Set<GeneralFollower>;
  last?: string;
}

/** Close codes: 4000 + the HTTP status the same refusal would have. */
const closeCodeOf = (code: string) => {
  const status = Number(code.split('.').pop());
  return Number.isInteger(status) && status >= 400 && status < 600 ? 4000 + status : 4400;
};

/**
 * The general screens' live figures: screens of the same user form one group whose figures are
 * computed once per push and sent, serialised once, to every socket of the group. Every
 * `recheckEvery` pushes each distinct token is checked again (sign-out, withdrawn permission), so a
 * screen of an ended session is stopped (the client goes to sign-in through its next read).
 */
export class GeneralScreenFeeds {
  private readonly groups = new Map<string, Group>();
  private timer?: NodeJS.Timeout;
  private ticks = 0;
  private ticking = false;
  /** Computations of the general figures (tests and the soak bench read it). */
  computations = 0;

  constructor(private readonly deps: GeneralScreenFeedsDeps) {}

  async join(auth: AuthContext, follower: GeneralFollower): Promise<void> {
    const key = `${auth.tenantId}:${auth.userId}`;
    let group = this.groups.get(key);
    if (!group) {
      group = { auth, followers: new Set() };
      this.groups.set(key, group);
    }
    group.followers.add(follower);
    this.startTimer();
    if (group.last !== undefined) follower.send(group.last);
    else await this.push(group);
  }

  leave(follower: GeneralFollower): void {
    for (const [key, group] of this.groups) {
      if (group.followers.delete(follower) && group.followers.size === 0) this.groups.delete(key);
    }
    if (this.groups.size === 0) this.stopTimer();
  }

  stats(): { groups: number; followers: number } {
    let followers = 0;
    for (const group of this.groups.values()) followers += group.followers.size;
    return { groups: this.groups.size, followers };
  }

  close(): void {
    this.groups.clear();
    this.stopTimer();
  }

  /** One push to every group (and, every `recheckEvery` pushes, the sessions checked again). */
  async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      this.ticks += 1;
      if (this.ticks % (this.deps.recheckEvery ?? 12) === 0) await this.recheck();
      for (const group of [...this.groups.values()]) await this.push(group);
    } finally {
      this.ticking = false;
    }
  }

  private async push(group: Group): Promise<void> {
    let text: string;
    try {
      this.computations += 1;
      const message: BigscreenGeneralLiveMessage = {
        type: 'general',
        data: await this.deps.general(group.auth),
      };
      text = JSON.stringify(message);
    } catch {
      // A failed computation (database away) leaves the screens to notice through their reads.
      return;
    }
    group.last = text;
    for (const follower of group.followers) follower.send(text);
  }

  private async recheck(): Promise<void> {
    const verdicts = new Map<string, string | null>();
    for (const group of this.groups.values()) {
      for (const follower of [...group.followers]) {
        if (!verdicts.has(follower.token)) {
          verdicts.set(follower.token, await this.deps.authorise(follower.token).catch(() => null));
        }
        const code = verdicts.get(follower.token);
        if (code) follower.stop(code);
      }
    }
  }

  // A push to the sockets this process holds, only while any is open: it must run in every
  // process with screens connected, so it is not a job (a job runs once across processes).
  private startTimer(): void {
    if (this.timer || this.deps.intervalMs <= 0) return;
    this.timer = setInterval(() => void this.tick(), this.deps.intervalMs);
    this.timer.unref();
  }

  private stopTimer(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

export interface GeneralLiveRouteOptions {
  feeds: GeneralScreenFeeds;
  sessions: { resolve(token: string): Promise<AuthContext | null> };
  grants: GrantedApis;
}

/** The caller of a token if it may see the general screen: a session holding `station:view`. */
export async function generalCaller(
  deps: Omit<GeneralLiveRouteOptions, 'feeds'>,
  token: string,
): Promise<AuthContext> {
  const auth = await deps.sessions.resolve(token);
  if (!auth) throw new AppError('iot-http.401');
  await assertPermitted(auth, 'station:view', deps.grants);
  return auth;
}

/** The interval the module gives its feeds. */
export const GENERAL_PUSH_MS = BIGSCREEN_GENERAL_PUSH_SECONDS * 1000;

/**
 * `GET /api/bigscreens/general/live` (WebSocket): public at the HTTP level (a browser cannot put
 * a bearer header on a socket and a token in the address would reach logs); the first message
 * `{ token }` authenticates it, then the figures follow every few seconds.
 */
export const generalLiveRoutes: FastifyPluginAsync<GeneralLiveRouteOptions> = async (
  app,
  { feeds, sessions, grants },
) => {
  app.get(
    '/bigscreens/general/live',
    {
      websocket: true,
      config: { public: true },
      onRequest: webSocketOnly,
      schema: {
        tags: ['bigscreens'],
        summary: 'General monitoring screen figures (WebSocket; first message { token })',
      },
    },
    (socket) => {
      let closed = false;
      let follower: GeneralFollower | undefined;
      const send = (text: string) => {
        if (!closed) socket.send(text);
      };
      const stop = (code: string) => {
        send(JSON.stringify({ type: 'error', code } satisfies BigscreenGeneralLiveMessage));
        closed = true;
        if (follower) feeds.leave(follower);
        socket.close(closeCodeOf(code));
      };
      const authWait = setTimeout(() => stop('iot-http.401'), 10_000);
      socket.on('close', () => {
        closed = true;
        clearTimeout(authWait);
        if (follower) feeds.leave(follower);
      });
      socket.once('message', async (raw: Buffer) => {
        clearTimeout(authWait);
        let token: string;
        try {
          token = stationLiveAuthSchema.parse(JSON.parse(raw.toString('utf8'))).token;
        } catch {
          return stop('iot-http.401');
        }
        try {
          const auth = await generalCaller({ sessions, grants }, token);
          if (closed) return;
          follower = { token, send, stop };
          await feeds.join(auth, follower);
        } catch (error) {
          stop(error instanceof AppError ? error.code : 'iot-http.500');
        }
      });
    },
  );
};
