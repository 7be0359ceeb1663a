import type { SessionRow } from '../../db/schema';
import type { Clock } from '../clock';
import type { AuthContext } from './auth-context';
import { SessionCache } from './session-cache';
import { hashSecret, newSecretToken } from './secret-token';
import type { SessionsRepository, SessionWithOwner } from './sessions.repository';

export interface SessionPolicy {
  /** A session unused this long ends (sliding). */
  idleMs: number;
  /** A session ends this long after it was opened, however busy. */
  absoluteMs: number;
  /** A resolved session is reused this long without a lookup (absent or 0: always look up). */
  cacheMs?: number;
}

/** last_seen_at is written at most this often, so that busy sessions do not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;

/** `service`: opened by the platform itself for its own client (the demo's simulator). */
/** `ticket`: opened in another tab or host from a hand-off ticket; it ends with the session it came from. */
export type SessionMethod = 'password' | 'manager' | 'sms' | 'ujwt' | 'third' | 'service' | 'ticket';

export interface OpenedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** Opens, resolves and ends bearer sessions; the token itself is never stored. */
export class SessionService {
  private readonly cache: SessionCache;

  constructor(
    private readonly repository: SessionsRepository,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy,
  ) {
    this.cache = new SessionCache(policy.cacheMs ?? 0);
  }

  async open(input: {
    userId: string;
    tenantId: string;
    method: SessionMethod;
    ip: string;
    userAgent: string;
    parentSessionId?: string;
  }): Promise<OpenedSession> {
    const now = this.clock.now();
    // Sessions left to expire are removed here, so the table holds roughly the live ones.
    await this.repository.deleteEndedOfUser(input.userId, now, new Date(now.getTime() - this.policy.idleMs));
    const token = newSecretToken();
    const expiresAt = new Date(now.getTime() + this.policy.absoluteMs);
    const row = await this.repository.insert({
      tokenHash: hashSecret(token),
      userId: input.userId,
      tenantId: input.tenantId,
      method: input.method,
      parentSessionId: input.parentSessionId ?? null,
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 256),
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    return { token, sessionId: row.id, expiresAt };
  }

  /** The caller behind a token, or null when it is unknown, expired, or its user or tenant is no longer active. */
  async resolve(token: string): Promise<AuthContext | null> {
    if (token.length > 256) return null;
    const tokenHash = hashSecret(token);
    const nowMs = this.clock.now().getTime();
    const cached = this.cache.get(tokenHash, nowMs);
    if (cached) return cached;
    const found = await this.repository.findByTokenHash(tokenHash);
    const auth = await this.check(found);
    if (auth && found) {
      this.cache.set(
        tokenHash,
        auth,
        found.session.parentSessionId,
        found.session.expiresAt.getTime(),
        nowMs,
      );
    }
    return auth;
  }

  /**
   * Opens a session for the owner of a live session (a hand-off ticket's); ending that one ends this
   * one. Null when the session has ended or its user or tenant is no longer active.
   */
  async openFrom(
    parentSessionId: string,
    client: { ip: string; userAgent: string },
  ): Promise<OpenedSession | null> {
    const parent = await this.check(await this.repository.findById(parentSessionId));
    if (!parent) return null;
    return this.open({
      userId: parent.userId,
      tenantId: parent.tenantId,
      method: 'ticket',
      ip: client.ip,
      userAgent: client.userAgent,
      parentSessionId: parent.sessionId,
    });
  }

  private async check(found: SessionWithOwner | undefined): Promise<AuthContext | null> {
    if (!found) return null;
    const { session, user, tenant } = found;
    const now = this.clock.now().getTime();
    const idleFor = now - session.lastSeenAt.getTime();
    if (now >= session.expiresAt.getTime() || idleFor >= this.policy.idleMs) {
      this.dropSession(session.id);
      await this.repository.deleteWithChildren(session.id);
      this.dropSession(session.id);
      return null;
    }
    if (user.status !== 'active' || tenant.status !== 'active') return null;
    if (idleFor >= TOUCH_INTERVAL_MS) await this.repository.touch(session.id, new Date(now));
    return {
      sessionId: session.id,
      userId: user.id,
      tenantId: tenant.id,
      isManager: user.isManager,
      isPlatformAdmin: tenant.kind === 'platform',
      userType: user.userType,
    };
  }

  /** Ends the session of a token (and manager sessions opened from it); returns who owned it, if anyone. */
  async endByToken(token: string): Promise<{ userId: string; tenantId: string } | null> {
    if (token.length > 256) return null;
    const found = await this.repository.findByTokenHash(hashSecret(token));
    if (!found) return null;
    this.dropSession(found.session.id);
    await this.repository.deleteWithChildren(found.session.id);
    // Again after the delete: a lookup that read the row just before it may have cached it.
    this.dropSession(found.session.id);
    return { userId: found.session.userId, tenantId: found.session.tenantId };
  }

  async endUserSessions(userId: string): Promise<number> {
    return this.endSessions(
      (auth) => auth.userId === userId,
      () => this.repository.deleteByUser(userId),
    );
  }

  async endTenantSessions(tenantId: string): Promise<number> {
    return this.endSessions(
      (auth) => auth.tenantId === tenantId,
      () => this.repository.deleteByTenant(tenantId),
    );
  }

  /** Drops the cached sessions `ended` picks before and after deleting them, so none is served again. */
  private async endSessions(ended: (auth: AuthContext) => boolean, remove: () => Promise<number>) {
    this.cache.drop(ended);
    const count = await remove();
    this.cache.drop(ended);
    return count;
  }

  /**
   * Forgets cached sessions ended elsewhere (the personal centre ends its own): one session (and
   * those opened from it), or a user's sessions but one.
   */
  forget(ended: { userId: string; sessionId?: string; exceptSessionId?: string }) {
    const { userId, sessionId, exceptSessionId } = ended;
    this.cache.drop(
      (auth, parent) =>
        auth.userId === userId &&
        (sessionId === undefined
          ? auth.sessionId !== exceptSessionId
          : auth.sessionId === sessionId || parent === sessionId),
    );
  }

  /** Forgets a session and those opened from it in this process's cache (before the delete, so no call in between reuses them). */
  private dropSession(sessionId: string) {
    this.cache.drop((auth, parent) => auth.sessionId === sessionId || parent === sessionId);
  }

  /** The user's own sessions, newest use first (personal center). */
  sessionsOfUser(userId: string): Promise<SessionRow[]> {
    return this.repository.listOfUser(userId);
  }

  /** Ends every session of the user except `keepId` (and the manager sessions opened from it). */
  async endOtherSessions(userId: string, keepId: string): Promise<number> {
    const ended = { userId, exceptSessionId: keepId };
    this.forget(ended);
    const count = await this.repository.deleteOthersOfUser(userId, keepId);
    this.forget(ended);
    return count;
  }

  /** Ends one of the user's own sessions; false when the user has no such session. */
  async endOwnSession(userId: string, sessionId: string): Promise<boolean> {
    const ended = { userId, sessionId };
    this.forget(ended);
    const deleted = await this.repository.deleteOwnOfUser(userId, sessionId);
    this.forget(ended);
    return deleted;
  }
}
