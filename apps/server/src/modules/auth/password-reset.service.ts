import type { PasswordResetInput } from '@ies/contracts';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { normalizeEmail, normalizeMobile } from '../../platform/identity/destinations';
import type { PasswordResetUsers } from '../accounts/account-ports';
import type { BehaviourLogService } from '../behaviour-log/behaviour-log.service';
import {
  type CodeErrors,
  SMS_CODE_ERRORS,
  type VerificationCodeService,
} from '../verification/verification-code.service';
import type { PasswordHasher } from '../../platform/identity/password-hasher';
import type { RequestContext } from '../../platform/identity/request-context';
import type { SessionService } from '../../platform/identity/session.service';

const EMAIL_CODE_ERRORS: CodeErrors = { wrong: 'login.error.019', expired: 'login.error.019' };

/**
 * Forgotten password: a 'reset' code to the account's mobile number or e-mail proves ownership;
 * the new password follows the registration rules, and every session of the user ends.
 */
export class PasswordResetService {
  constructor(
    private readonly deps: {
      users: PasswordResetUsers;
      codes: VerificationCodeService;
      hasher: PasswordHasher;
      sessions: SessionService;
      behaviour: BehaviourLogService;
      clock: Clock;
    },
  ) {}

  async reset(input: PasswordResetInput, context: RequestContext): Promise<void> {
    const bySms = input.type === 1;
    const errors = bySms ? SMS_CODE_ERRORS : EMAIL_CODE_ERRORS;
    const destination = bySms ? normalizeMobile(input.destination) : normalizeEmail(input.destination);
    const user = bySms
      ? await this.deps.users.findByMobile(destination)
      : await this.deps.users.findByEmail(destination);
    // No account: no code was ever delivered, so the answer is the one for a code that is not valid.
    if (!user) throw new AppError(errors.expired);
    await this.deps.codes.verifyAndConsume({ destination, purpose: 'reset', code: input.code, errors });
    const passwordHash = await this.deps.hasher.hash(input.password);
    await this.deps.users.setPassword(user.id, passwordHash, this.deps.clock.now());
    const ended = await this.deps.sessions.endUserSessions(user.id);
    await this.deps.behaviour.record({
      module: 'auth',
      action: 'password-reset',
      result: 'success',
      params: { channel: bySms ? 'sms' : 'email', sessions_ended: ended },
      tenantId: user.tenantId,
      userId: user.id,
      ip: context.ip,
    });
  }
}
