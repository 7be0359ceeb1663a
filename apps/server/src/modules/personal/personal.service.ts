import type {
  EmailChange,
  MobileChange,
  OwnSessionList,
  PasswordChange,
  PersonalProfile,
  PersonalProfileUpdate,
} from '@ies/contracts';
import { AppError, notFound, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { normalizeEmail, normalizeMobile } from '../../platform/identity/destinations';
import { uniqueViolation } from '../../db/violations';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { RequestContext } from '../../platform/identity/request-context';
import type { SessionService } from '../../platform/identity/session.service';
import type { PasswordHasher } from '../../platform/identity/password-hasher';
import type { BehaviourLogService } from '../behaviour-log/behaviour-log.service';
import {
  type CodeErrors,
  SMS_CODE_ERRORS,
  type VerificationCodeService,
} from '../verification/verification-code.service';
import type { UserAccounts } from '../accounts/user-accounts';
import type { UploadReferences } from '../uploads/upload-references';
import { presentProfile, presentSession } from './personal.presenter';

const WRONG_PASSWORD = 'iot-security.10002';
const EMAIL_CODE_ERRORS: CodeErrors = { wrong: 'login.error.019', expired: 'login.error.019' };

/** SystemManagement/PersonalCenter: the caller's own profile, password, mobile, e-mail and sessions. */
export class PersonalService {
  constructor(
    private readonly deps: {
      /** Accounts owns `users`; the session service owns `sessions` (and forgets ended ones from its cache). */
      accounts: UserAccounts['own'];
      sessions: Pick<SessionService, 'sessionsOfUser' | 'endOtherSessions' | 'endOwnSession'>;
      hasher: PasswordHasher;
      codes: VerificationCodeService;
      behaviour: BehaviourLogService;
      clock: Clock;
      /** An avatar names an upload of the caller's tenant (modules/uploads' reference check). */
      uploads?: UploadReferences;
    },
  ) {}

  async profile(auth: AuthContext): Promise<PersonalProfile> {
    return presentProfile(await this.self(auth));
  }

  async updateProfile(auth: AuthContext, input: PersonalProfileUpdate): Promise<PersonalProfile> {
    const self = await this.self(auth);
    if (input.avatar && input.avatar !== self.avatar) await this.checkAvatar(auth, input.avatar);
    const row = await this.deps.accounts.update(auth.tenantId, auth.userId, {
      nickName: input.nick_name,
      gender: input.gender,
      organizationName: input.organization_name,
      industry: input.industry,
      department: input.department,
      job: input.job,
      address: input.address,
      description: input.description,
      avatar: input.avatar,
      updatedAt: this.deps.clock.now(),
    });
    if (!row) throw notFound();
    return presentProfile(row);
  }

  /** A new avatar is an avatar uploaded in the caller's tenant, like any id in a body (iot-validation.10002). */
  private async checkAvatar(auth: AuthContext, avatar: string): Promise<void> {
    const id = avatar.slice(avatar.lastIndexOf('/') + 1);
    const meta = /^[0-9a-f-]{36}$/i.test(id)
      ? await this.deps.uploads?.findMetaOfTenant(auth.tenantId, id)
      : undefined;
    if (meta?.purpose !== 'avatar')
      throw new ValidationError([{ field: 'avatar', code: 'iot-validation.10002' }]);
  }

  /** The old password proves the caller; every other session of the user ends, this one stays. */
  async changePassword(
    auth: AuthContext,
    input: PasswordChange,
    context: RequestContext,
  ): Promise<{ ended: number }> {
    const user = await this.self(auth);
    if (!(await this.deps.hasher.verify(user.passwordHash, input.old_password))) {
      await this.deps.behaviour.record({
        module: 'personal',
        action: 'password-change',
        result: 'failure',
        tenantId: user.tenantId,
        userId: user.id,
        ip: context.ip,
      });
      throw new AppError(WRONG_PASSWORD, {
        data: { fields: [{ field: 'old_password', code: WRONG_PASSWORD }] },
      });
    }
    const now = this.deps.clock.now();
    await this.deps.accounts.update(auth.tenantId, auth.userId, {
      passwordHash: await this.deps.hasher.hash(input.password),
      updatedAt: now,
    });
    const ended = await this.deps.sessions.endOtherSessions(auth.userId, auth.sessionId);
    await this.deps.behaviour.record({
      module: 'personal',
      action: 'password-change',
      result: 'success',
      params: { sessions_ended: ended },
      tenantId: user.tenantId,
      userId: user.id,
      ip: context.ip,
    });
    return { ended };
  }

  async changeMobile(auth: AuthContext, input: MobileChange): Promise<PersonalProfile> {
    const mobile = normalizeMobile(input.mobile);
    return this.changeContact(auth, { mobile }, mobile, input.code, SMS_CODE_ERRORS, 'iot-user.10001');
  }

  async changeEmail(auth: AuthContext, input: EmailChange): Promise<PersonalProfile> {
    const email = normalizeEmail(input.email);
    return this.changeContact(auth, { email }, email, input.code, EMAIL_CODE_ERRORS, 'iot-user.10002');
  }

  async sessions(auth: AuthContext): Promise<OwnSessionList> {
    const rows = await this.deps.sessions.sessionsOfUser(auth.userId);
    return { list: rows.map((row) => presentSession(row, auth.sessionId)) };
  }

  async endOtherSessions(auth: AuthContext): Promise<{ ended: number }> {
    return { ended: await this.deps.sessions.endOtherSessions(auth.userId, auth.sessionId) };
  }

  async endSession(auth: AuthContext, sessionId: string): Promise<void> {
    if (!(await this.deps.sessions.endOwnSession(auth.userId, sessionId))) throw notFound();
  }

  private async self(auth: AuthContext) {
    const user = await this.deps.accounts.find(auth.tenantId, auth.userId);
    if (!user) throw notFound();
    return user;
  }

  /** A new mobile or e-mail, once the code sent to it is verified (and used up). */
  private async changeContact(
    auth: AuthContext,
    change: { mobile: string } | { email: string },
    destination: string,
    code: string,
    errors: CodeErrors,
    takenCode: 'iot-user.10001' | 'iot-user.10002',
  ): Promise<PersonalProfile> {
    await this.self(auth);
    await this.deps.codes.verifyAndConsume({ destination, purpose: 'change', code, errors });
    return this.saveContact(auth, change, takenCode);
  }

  private async saveContact(
    auth: AuthContext,
    change: { mobile: string } | { email: string },
    takenCode: 'iot-user.10001' | 'iot-user.10002',
  ): Promise<PersonalProfile> {
    try {
      const row = await this.deps.accounts.update(auth.tenantId, auth.userId, {
        ...change,
        updatedAt: this.deps.clock.now(),
      });
      if (!row) throw notFound();
      return presentProfile(row);
    } catch (error) {
      if (uniqueViolation(error)) throw new AppError(takenCode);
      throw error;
    }
  }
}
