import type { AuthContext } from './auth-context';

interface Entry {
  auth: AuthContext;
  parentSessionId: string | null;
  /** Clock time after which the entry is looked up again. */
  freshUntil: number;
  /** The session's absolute end: a cached entry never outlives it. */
  expiresAt: number;
}

/**
 * Resolved sessions by token hash, for a short time, so that a busy client does not look its
 * session up on every call. Ending sessions in this process drops their entries at once; another
 * process sees an ending within `ttlMs` at most (docs/scaling.md, "Sessions").
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get(tokenHash: string, nowMs: number): AuthContext | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (nowMs >= entry.freshUntil || nowMs >= entry.expiresAt) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.auth;
  }

  set(
    tokenHash: string,
    auth: AuthContext,
    parentSessionId: string | null,
    expiresAt: number,
    nowMs: number,
  ) {
    if (this.ttlMs <= 0) return;
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { auth, parentSessionId, freshUntil: nowMs + this.ttlMs, expiresAt });
  }

  /** Drops the entries matching `ended` (a revocation, sign-out, disabled user or tenant). */
  drop(ended: (auth: AuthContext, parentSessionId: string | null) => boolean) {
    for (const [key, entry] of this.entries) {
      if (ended(entry.auth, entry.parentSessionId)) this.entries.delete(key);
    }
  }

  clear() {
    this.entries.clear();
  }
}
