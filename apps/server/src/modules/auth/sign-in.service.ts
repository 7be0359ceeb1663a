import {
  LOGIN_FAILURES_BEFORE_LOCK,
  type LoginForm,
  type SmsLoginForm,
  type ErrorCode,
} from '@ies/contracts';
import type { TenantRow, UserRow } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AccountFinder } from '../accounts/account-finder';
import { maskMobile, normalizeMobile } from '../../platform/identity/destinations';
import type { SignInUsers, TenantReader } from '../accounts/account-ports';
import type { BehaviourLogService } from '../behaviour-log/behaviour-log.service';
import type { CaptchaService } from '../captcha/captcha.service';
import { SMS_CODE_ERRORS, type VerificationCodeService } from '../verification/verification-code.service';
import type { PasswordHasher } from '../../platform/identity/password-hasher';
import type { RequestContext } from '../../platform/identity/request-context';
import type { OpenedSession, SessionMethod, SessionService } from '../../platform/identity/session.service';
import { signInRefusal } from './sign-in-rules';
import type { SignInThrottle } from './sign-in-throttle';

/**
 * An account without a mobile number cannot be unlocked by SMS; its lock lifts after this long
 * instead (ours; e.g. the platform administrator created at first start).
 */
export const LOCK_WITHOUT_MOBILE_MS = 15 * 60 * 1000;

export interface SignedIn extends OpenedSession {
  userId: string;
  tenantId: string;
}

/**
 * Sign-in by password (with graphic code) or by SMS code, the security-phone unlock, and logout.
 *
 * What a caller can learn: the spec's field messages tell an unknown name (iot-control.10018)
 * from a wrong password (iot-control.10022) and an unregistered mobile (iot-tenant.10012); we
 * reveal nothing more. An unknown name costs the same argon2 verification as a known one, and
 * account states (disabled, pending, rejected) are only told to a caller who gave the right password.
 */
export class SignInService {
  constructor(
    private readonly deps: {
      users: SignInUsers;
      tenants: TenantReader;
      finder: AccountFinder;
      hasher: PasswordHasher;
      sessions: SessionService;
      captcha: CaptchaService;
      codes: VerificationCodeService;
      throttle: SignInThrottle;
      behaviour: BehaviourLogService;
      clock: Clock;
      /** Steps after every successful sign-in (docs/spec/A-access-and-shell.md §4 "after login"): default role, customisation. */
      onSignedIn?: (user: UserRow) => Promise<void>;
    },
  ) {}

  /** checkTenantIsManager: false for unknown names, so only a manager's name is confirmed (the spec's flow needs it). */
  async isTenantManager(username: string): Promise<boolean> {
    const user = await this.deps.finder.bySignInName(username);
    return user?.isManager === true && user.status === 'active';
  }

  /** Password sign-in; `managerOnly` for the manager endpoint (type 3). */
  async withPassword(input: LoginForm, context: RequestContext, managerOnly: boolean): Promise<SignedIn> {
    await this.deps.throttle.assertAllowed(context.ip);
    await this.deps.captcha.verify(input.svg_code_uuid, input.svg_code);
    const user = await this.checkPassword(input.username, input.password, context);
    if (managerOnly && !user.isManager) {
      await this.fail(context, input.username, user, 'iot-control.10018');
    }
    const tenant = await this.assertMaySignIn(user, context, input.username);
    return this.open(user, tenant, managerOnly ? 'manager' : 'password', context);
  }

  /** SMS-code sign-in (type 2). Proving the security phone also lifts a password lock. */
  async withSmsCode(input: SmsLoginForm, context: RequestContext): Promise<SignedIn> {
    await this.deps.throttle.assertAllowed(context.ip);
    const mobile = normalizeMobile(input.mobile);
    const user = await this.deps.users.findByMobile(mobile);
    if (!user) await this.fail(context, mobile, undefined, 'iot-tenant.10012');
    try {
      await this.deps.codes.verifyAndConsume({
        destination: mobile,
        purpose: 'login',
        code: input.code,
        errors: SMS_CODE_ERRORS,
      });
    } catch (error) {
      await this.deps.throttle.recordFailure(context.ip, mobile, user!.id);
      throw error;
    }
    const tenant = await this.assertMaySignIn(user!, context, mobile);
    return this.open(user!, tenant, 'sms', context);
  }

  /**
   * addSessionsForTenantManager: a manager session opened from a live session (`ujwt`) by that
   * session's own user, with its password. The ujwt must be a live session and the username must
   * name that session's user; otherwise iot-control.10031, the same answer whatever the named
   * account is, without checking its password or counting towards its lock (only towards the
   * address limit), so the call is no password oracle for another account and cannot lock it.
   */
  async managerFromSession(
    input: { ujwt: string; username: string; password: string },
    context: RequestContext,
  ): Promise<SignedIn> {
    await this.deps.throttle.assertAllowed(context.ip);
    const origin = await this.deps.sessions.resolve(input.ujwt);
    const named = origin ? await this.deps.finder.bySignInName(input.username) : undefined;
    if (!origin || !named || named.id !== origin.userId) {
      return this.fail(context, input.username, undefined, 'iot-control.10031');
    }
    // The session's own user: the same lock and address counting as a password sign-in.
    const user = await this.checkPassword(input.username, input.password, context);
    if (!user.isManager) await this.fail(context, input.username, user, 'iot-control.10018');
    const tenant = await this.assertMaySignIn(user, context, input.username);
    return this.open(user, tenant, 'ujwt', context, origin.sessionId);
  }

  /** Security-phone unlock: the 'unlock' SMS code sent to the account's own mobile number. */
  async unlock(input: { username: string; code: string }, context: RequestContext): Promise<void> {
    await this.deps.throttle.assertAllowed(context.ip);
    const user = await this.deps.finder.bySignInName(input.username);
    if (!user?.mobile) {
      await this.deps.throttle.recordFailure(context.ip, input.username, user?.id ?? null);
      throw new AppError(SMS_CODE_ERRORS.expired);
    }
    try {
      await this.deps.codes.verifyAndConsume({
        destination: user.mobile,
        purpose: 'unlock',
        code: input.code,
        errors: SMS_CODE_ERRORS,
      });
    } catch (error) {
      await this.deps.throttle.recordFailure(context.ip, input.username, user.id);
      throw error;
    }
    await this.deps.users.clearFailures(user.id);
    await this.deps.behaviour.record({
      module: 'auth',
      action: 'unlock',
      result: 'success',
      tenantId: user.tenantId,
      userId: user.id,
      ip: context.ip,
    });
  }

  /** Logout: ends the session of the token, and the `ujwt` session when one is named. Unknown tokens are ignored. */
  async logout(tokens: { token?: string; ujwt?: string }, context: RequestContext): Promise<void> {
    for (const token of [tokens.token, tokens.ujwt]) {
      if (!token) continue;
      const owner = await this.deps.sessions.endByToken(token);
      if (owner) {
        await this.deps.behaviour.record({
          module: 'auth',
          action: 'logout',
          result: 'success',
          tenantId: owner.tenantId,
          userId: owner.userId,
          ip: context.ip,
        });
      }
    }
  }

  /** The account behind a name and password, counting failures and locking after too many. */
  private async checkPassword(username: string, password: string, context: RequestContext): Promise<UserRow> {
    const user = await this.deps.finder.bySignInName(username);
    if (user && this.isLocked(user)) {
      await this.deps.throttle.recordFailure(context.ip, username, user.id);
      throw this.lockedError(user);
    }
    const valid = await this.deps.hasher.verifyOrDummy(user?.passwordHash, password);
    if (!user) return this.fail(context, username, undefined, 'iot-control.10018');
    if (valid) return user;

    await this.deps.throttle.recordFailure(context.ip, username, user.id);
    const failures = await this.deps.users.addFailedLogin(user.id);
    if (failures < LOGIN_FAILURES_BEFORE_LOCK) {
      await this.logSignIn(context, username, user, 'failure', 'iot-control.10022');
      throw new AppError('iot-control.10022');
    }
    await this.deps.users.lock(user.id, this.deps.clock.now());
    await this.deps.behaviour.record({
      module: 'auth',
      action: 'lock',
      result: 'success',
      params: { username, failures },
      tenantId: user.tenantId,
      userId: user.id,
      ip: context.ip,
    });
    throw this.lockedError(user);
  }

  private isLocked(user: UserRow): boolean {
    if (!user.lockedAt) return false;
    if (user.mobile) return true;
    return this.deps.clock.now().getTime() - user.lockedAt.getTime() < LOCK_WITHOUT_MOBILE_MS;
  }

  private lockedError(user: UserRow): AppError {
    return new AppError('iot-http.423', { data: { mobile: maskMobile(user.mobile) } });
  }

  /** Account and tenant states, told only after the credentials were right. */
  private async assertMaySignIn(user: UserRow, context: RequestContext, name: string): Promise<TenantRow> {
    const tenant = await this.deps.tenants.findById(user.tenantId);
    const refusal = signInRefusal(user, tenant);
    if (refusal) return this.fail(context, name, user, refusal, false);
    return tenant!;
  }

  private async open(
    user: UserRow,
    tenant: TenantRow,
    method: SessionMethod,
    context: RequestContext,
    parentSessionId?: string,
  ): Promise<SignedIn> {
    const opened = await this.deps.sessions.open({
      userId: user.id,
      tenantId: tenant.id,
      method,
      ip: context.ip,
      userAgent: context.userAgent,
      parentSessionId,
    });
    await this.deps.users.recordSignIn(user.id, this.deps.clock.now());
    await this.deps.onSignedIn?.(user);
    await this.logSignIn(context, user.username, user, 'success', undefined, method);
    return { ...opened, userId: user.id, tenantId: tenant.id };
  }

  /** Records a refused sign-in and throws its code; `countsForAddress` false for refusals after right credentials. */
  private async fail(
    context: RequestContext,
    name: string,
    user: UserRow | undefined,
    code: ErrorCode,
    countsForAddress = true,
  ): Promise<never> {
    if (countsForAddress) await this.deps.throttle.recordFailure(context.ip, name, user?.id ?? null);
    await this.logSignIn(context, name, user, 'failure', code);
    throw new AppError(code);
  }

  private async logSignIn(
    context: RequestContext,
    name: string,
    user: UserRow | undefined,
    result: 'success' | 'failure',
    reason?: ErrorCode,
    method?: SessionMethod,
  ): Promise<void> {
    await this.deps.behaviour.record({
      module: 'auth',
      action: 'signin',
      result,
      params: { username: name.slice(0, 100), method, reason },
      tenantId: user?.tenantId ?? null,
      userId: user?.id ?? null,
      ip: context.ip,
    });
  }
}
