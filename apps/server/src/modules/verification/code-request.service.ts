import {
  type CodePurpose,
  mobile as mobileRule,
  type UcVerificationCodeRequest,
  type CodeRequest,
} from '@ies/contracts';
import type { UserRow } from '../../db/schema';
import { AppError, ValidationError } from '../../platform/app-error';
import { maskEmail, maskMobile, normalizeEmail, normalizeMobile } from '../../platform/identity/destinations';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { RequestContext } from '../../platform/identity/request-context';
import type { BehaviourLogService } from '../behaviour-log/behaviour-log.service';
import type { VerificationCodeService } from './verification-code.service';

type Channel = 'sms' | 'email';

/** The account look-ups a code request needs (accounts provides them; verification does not import it). */
export interface CodeOwnerLookup {
  findByMobile(mobile: string): Promise<UserRow | undefined>;
  findByEmail(email: string): Promise<UserRow | undefined>;
  findById(id: string): Promise<UserRow | undefined>;
}

/**
 * Who may be sent a code for what. Sign-in, bind and unlock codes go only to registered mobile
 * numbers (iot-tenant.10012, as the spec's SMS form shows); registration and change codes only to
 * unused numbers and addresses. A reset code for an unknown destination is accepted but never
 * delivered, so the forgotten-password page does not reveal which addresses have accounts.
 */
export class CodeRequestService {
  constructor(
    private readonly users: CodeOwnerLookup,
    private readonly codes: VerificationCodeService,
    private readonly behaviour: BehaviourLogService,
  ) {}

  /** getVerificationCodes (public; purpose 'change' needs a session). */
  async request(input: CodeRequest, auth: AuthContext | null, context: RequestContext) {
    const channel: Channel = input.type === 1 ? 'sms' : 'email';
    const destination =
      channel === 'sms' ? normalizeMobile(input.destination) : normalizeEmail(input.destination);
    const owner =
      channel === 'sms'
        ? await this.users.findByMobile(destination)
        : await this.users.findByEmail(destination);
    const purpose = input.purpose;
    let deliver = true;
    switch (purpose) {
      case 'login':
      case 'bind':
      case 'unlock':
        if (channel !== 'sms') throw new ValidationError([{ field: 'type', code: 'iot-validation.10007' }]);
        if (!owner) throw new AppError('iot-tenant.10012');
        break;
      case 'register':
        this.assertUnused(owner, channel);
        break;
      case 'reset':
        deliver = owner !== undefined;
        break;
      case 'change':
        if (!auth) throw new AppError('iot-http.401');
        if (owner && owner.id !== auth.userId) this.assertUnused(owner, channel);
        break;
    }
    return this.issue({ destination, channel, purpose, deliver, owner, auth, context });
  }

  /** getUCVerificationCodes: a code to a new mobile number (region cn = +86) or e-mail of the signed-in user. */
  async requestForSelf(input: UcVerificationCodeRequest, auth: AuthContext, context: RequestContext) {
    let destination: string;
    if (input.type === 1) {
      const raw = input.destination.trim();
      const candidate = input.region === 'cn' ? raw.replace(/^\+86/, '') : raw;
      const parsed = mobileRule.safeParse(candidate);
      const mainland = /^1[3-9]\d{9}$/.test(candidate);
      if (!parsed.success || (input.region === 'cn') !== mainland) {
        throw new ValidationError([{ field: 'destination', code: 'login.error.002' }]);
      }
      destination = normalizeMobile(candidate);
    } else {
      destination = normalizeEmail(input.destination);
    }
    const channel: Channel = input.type === 1 ? 'sms' : 'email';
    const owner =
      channel === 'sms'
        ? await this.users.findByMobile(destination)
        : await this.users.findByEmail(destination);
    if (owner && owner.id !== auth.userId) this.assertUnused(owner, channel);
    return this.issue({ destination, channel, purpose: 'change', deliver: true, owner, auth, context });
  }

  /** Admin calls: a code for a user of the caller's tenant (any tenant for the platform administrator). */
  async requestForUser(
    input: { destination: string; channel: Channel; purpose: CodePurpose; userId: string; tenantId?: string },
    auth: AuthContext,
    context: RequestContext,
  ) {
    if (!auth.isManager && !auth.isPlatformAdmin) throw new AppError('iot-http.403');
    const target = await this.users.findById(input.userId);
    const inTenant = target && (!input.tenantId || target.tenantId === input.tenantId);
    if (!target || !inTenant || (!auth.isPlatformAdmin && target.tenantId !== auth.tenantId)) {
      throw new AppError('iot-http.404');
    }
    const destination =
      input.channel === 'sms' ? normalizeMobile(input.destination) : normalizeEmail(input.destination);
    return this.issue({
      destination,
      channel: input.channel,
      purpose: input.purpose,
      deliver: true,
      owner: target,
      auth,
      context,
    });
  }

  private assertUnused(owner: UserRow | undefined, channel: Channel): void {
    if (owner) throw new AppError(channel === 'sms' ? 'iot-user.10001' : 'iot-user.10002');
  }

  private async issue(input: {
    destination: string;
    channel: Channel;
    purpose: CodePurpose;
    deliver: boolean;
    owner: UserRow | undefined;
    auth: AuthContext | null;
    context: RequestContext;
  }) {
    const { resendAfter } = await this.codes.issue({
      destination: input.destination,
      channel: input.channel,
      purpose: input.purpose,
      ip: input.context.ip,
      locale: input.context.locale,
      deliver: input.deliver,
    });
    await this.behaviour.record({
      module: 'verification',
      action: 'send-code',
      result: 'success',
      params: {
        destination: input.channel === 'sms' ? maskMobile(input.destination) : maskEmail(input.destination),
        purpose: input.purpose,
        channel: input.channel,
      },
      tenantId: input.auth?.tenantId ?? input.owner?.tenantId ?? null,
      userId: input.auth?.userId ?? input.owner?.id ?? null,
      ip: input.context.ip,
    });
    return { sent: true as const, resend_after: resendAfter };
  }
}
