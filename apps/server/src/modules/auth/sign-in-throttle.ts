import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { LoginFailuresRepository } from './login-failures.repository';
import type { Db } from '../../db/database';

/** Failed sign-ins one address may make per window before it gets iot-http.429 (ours). */
export const SIGN_IN_FAILURES_PER_IP = 30;
export const SIGN_IN_IP_WINDOW_MS = 10 * 60 * 1000;

/**
 * The per-address limit on failed sign-ins (wrong password, unknown name, wrong SMS code), counted
 * in the database so that every server process shares it.
 */
export class SignInThrottle {
  constructor(
    private readonly failures: LoginFailuresRepository,
    private readonly clock: Clock,
  ) {}

  async assertAllowed(ip: string): Promise<void> {
    const now = this.clock.now().getTime();
    const since = new Date(now - SIGN_IN_IP_WINDOW_MS);
    if ((await this.failures.countForIpSince(ip, since)) < SIGN_IN_FAILURES_PER_IP) return;
    const oldest = (await this.failures.oldestForIpSince(ip, since))?.getTime() ?? now;
    const retryAfter = Math.max(1, Math.ceil((oldest + SIGN_IN_IP_WINDOW_MS - now) / 1000));
    throw new AppError('iot-http.429', { data: { retryAfter } });
  }

  async recordFailure(ip: string, loginName: string, userId: string | null): Promise<void> {
    const now = this.clock.now();
    await this.failures.add({ ip, loginName: loginName.slice(0, 128), userId, createdAt: now });
    // Keep the table to what the window reads.
    await this.failures.deleteForIpBefore(ip, new Date(now.getTime() - SIGN_IN_IP_WINDOW_MS));
  }
}

/** The per-address throttle on its own table (identity builds it). */
export function createSignInThrottle(db: Db, clock: Clock): SignInThrottle {
  return new SignInThrottle(new LoginFailuresRepository(db), clock);
}
