import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AccountFinder } from '../accounts/account-finder';
import type { AuthContext } from '../../platform/identity/auth-context';
import { RememberRepository } from './remember.repository';
import { hashSecret, newSecretToken } from '../../platform/identity/secret-token';
import type { Db } from '../../db/database';

/** How long the sign-in form remembers a username (ours). */
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * "Remember password" without keeping the password: a random token (stored hashed, revocable)
 * in an HttpOnly cookie brings back only the username the user typed.
 */
export class RememberService {
  constructor(
    private readonly repository: RememberRepository,
    private readonly finder: AccountFinder,
    private readonly clock: Clock,
  ) {}

  /** Remembers the name the signed-in user typed; the name must lead to that same account. */
  async remember(auth: AuthContext, username: string, previousToken: string | undefined): Promise<string> {
    const account = await this.finder.bySignInName(username);
    if (account?.id !== auth.userId) throw new AppError('iot-http.403');
    if (previousToken) await this.forget(previousToken);
    const token = newSecretToken();
    const now = this.clock.now();
    await this.repository.deleteExpiredOfUser(auth.userId, now);
    await this.repository.insert({
      tokenHash: hashSecret(token),
      userId: auth.userId,
      username,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REMEMBER_TTL_MS),
    });
    return token;
  }

  async recall(token: string | undefined): Promise<string | null> {
    if (!token || token.length > 256) return null;
    const row = await this.repository.findByHash(hashSecret(token));
    if (!row || this.clock.now() >= row.expiresAt) return null;
    return row.username;
  }

  async forget(token: string | undefined): Promise<void> {
    if (!token || token.length > 256) return;
    await this.repository.deleteByHash(hashSecret(token));
  }
}

/** Remember-me on its own table (identity builds it). */
export function createRememberService(db: Db, finder: AccountFinder, clock: Clock): RememberService {
  return new RememberService(new RememberRepository(db), finder, clock);
}
