import type { ThirdLoginCheckResponse } from '@ies/contracts';
import type { UserRow } from '../../db/schema';
import { AppError, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { normalizeMobile } from '../../platform/identity/destinations';
import type { AccountReader, TenantReader } from '../accounts/account-ports';
import type { RequestContext } from '../../platform/identity/request-context';
import { hashSecret, newSecretToken } from '../../platform/identity/secret-token';
import type { SessionService } from '../../platform/identity/session.service';
import { signInRefusal } from '../auth/sign-in-rules';
import type { BehaviourLogService } from '../behaviour-log/behaviour-log.service';
import { SMS_CODE_ERRORS, type VerificationCodeService } from '../verification/verification-code.service';
import { authorizationUrl, exchangeCodeForSubject, newCodeVerifier, OAuth2Error } from './oauth2-client';
import type { ThirdLoginProvider } from '../../config/third-login-providers';
import { ThirdPartyRepository } from './third-party.repository';
import type { Db } from '../../db/database';

/** How long the `state` of an authorization and a bind token stay good (ours). */
const STATE_TTL_MS = 10 * 60 * 1000;
const BIND_TOKEN_TTL_MS = 10 * 60 * 1000;

/**
 * Third-party sign-in (docs/spec/A-access-and-shell.md §2.4, §4, §7): the authorization URL with a one-time `state`, the
 * callback check (bound → a session; not bound → a bind token), and binding an existing account
 * by mobile number and SMS code.
 */
export class ThirdLoginService {
  constructor(
    private readonly deps: {
      providers: ThirdLoginProvider[];
      repository: ThirdPartyRepository;
      users: AccountReader;
      tenants: TenantReader;
      codes: VerificationCodeService;
      sessions: SessionService;
      behaviour: BehaviourLogService;
      clock: Clock;
      onSignedIn?: (user: UserRow) => Promise<void>;
    },
  ) {}

  /** The configured providers; the sign-in page shows the icon only when there is one. */
  providers(): Array<{ third_type: string; name: string }> {
    return this.deps.providers.map((p) => ({ third_type: p.name, name: p.displayName }));
  }

  async authUrl(input: { thirdType: string; redirectUrl: string }): Promise<string> {
    const provider = this.provider(input.thirdType);
    const redirect = URL.canParse(input.redirectUrl) ? new URL(input.redirectUrl) : undefined;
    if (!redirect || (redirect.protocol !== 'http:' && redirect.protocol !== 'https:')) {
      throw new ValidationError([{ field: 'redirect_url', code: 'iot-validation.10002' }]);
    }
    const state = newSecretToken();
    const codeVerifier = provider.protocol === 'oauth2' ? newCodeVerifier() : undefined;
    const now = this.deps.clock.now();
    await this.deps.repository.insertState({
      stateHash: hashSecret(state),
      provider: provider.name,
      redirectUrl: input.redirectUrl,
      codeVerifier: codeVerifier ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    });
    return authorizationUrl(provider, { redirectUri: input.redirectUrl, state, codeVerifier });
  }

  /** The callback: a session when the external account is bound, else a bind token for /ThirdBind. */
  async check(
    input: { authCode: string; thirdType: string; state: string },
    context: RequestContext,
  ): Promise<ThirdLoginCheckResponse> {
    const provider = this.provider(input.thirdType);
    const now = this.deps.clock.now();
    const state = await this.deps.repository.takeState(hashSecret(input.state));
    if (!state || state.provider !== provider.name || now >= state.expiresAt)
      throw new AppError('iot-third.10002');

    let subject: string;
    try {
      subject = await exchangeCodeForSubject(provider, {
        code: input.authCode,
        redirectUri: state.redirectUrl,
        codeVerifier: state.codeVerifier,
      });
    } catch (error) {
      if (
        error instanceof OAuth2Error ||
        error instanceof TypeError ||
        (error as Error).name === 'TimeoutError'
      ) {
        throw new AppError('iot-third.10002');
      }
      throw error;
    }

    const identity = await this.deps.repository.findIdentity(provider.name, subject);
    if (identity) {
      const user = await this.deps.users.findById(identity.userId);
      if (user) {
        const session = await this.openFor(user, provider.name, context);
        return { is_bind: true, session_info: session };
      }
    }
    const bindToken = newSecretToken();
    await this.deps.repository.insertBindToken({
      tokenHash: hashSecret(bindToken),
      provider: provider.name,
      subject,
      createdAt: now,
      expiresAt: new Date(now.getTime() + BIND_TOKEN_TTL_MS),
    });
    return { is_bind: false, session_info: null, bind_token: bindToken };
  }

  /** Binds the external account of a bind token to the account of a mobile number proven by an SMS code. */
  async bind(
    input: { account: string; bindToken: string; code: string },
    context: RequestContext,
  ): Promise<{ token: string; user_id: string; tenant_id: string }> {
    const tokenHash = hashSecret(input.bindToken);
    const pending = await this.deps.repository.findBindToken(tokenHash);
    if (!pending || this.deps.clock.now() >= pending.expiresAt) throw new AppError('iot-third.10002');
    const mobile = normalizeMobile(input.account);
    const user = await this.deps.users.findByMobile(mobile);
    if (!user) throw new AppError('iot-tenant.10012');
    await this.deps.codes.verifyAndConsume({
      destination: mobile,
      purpose: 'bind',
      code: input.code,
      errors: SMS_CODE_ERRORS,
    });
    // Only an account that is in use may be bound: it must have signed in before and be allowed to now.
    const tenant = await this.deps.tenants.findById(user.tenantId);
    if (!user.lastLoginAt || signInRefusal(user, tenant)) throw new AppError('iot-third.10001');
    await this.deps.repository.bind({
      provider: pending.provider,
      subject: pending.subject,
      userId: user.id,
      createdAt: this.deps.clock.now(),
    });
    await this.deps.repository.deleteBindToken(tokenHash);
    await this.deps.behaviour.record({
      module: 'auth',
      action: 'third-bind',
      result: 'success',
      params: { provider: pending.provider },
      tenantId: user.tenantId,
      userId: user.id,
      ip: context.ip,
    });
    return this.openFor(user, pending.provider, context);
  }

  private provider(name: string): ThirdLoginProvider {
    const provider = this.deps.providers.find((p) => p.name === name);
    if (!provider) throw new AppError('iot-third.10003', { status: 404 });
    return provider;
  }

  private async openFor(user: UserRow, provider: string, context: RequestContext) {
    const tenant = await this.deps.tenants.findById(user.tenantId);
    const refusal = signInRefusal(user, tenant);
    if (refusal) throw new AppError(refusal);
    const opened = await this.deps.sessions.open({
      userId: user.id,
      tenantId: user.tenantId,
      method: 'third',
      ip: context.ip,
      userAgent: context.userAgent,
    });
    await this.deps.users.recordSignIn(user.id, this.deps.clock.now());
    await this.deps.onSignedIn?.(user);
    await this.deps.behaviour.record({
      module: 'auth',
      action: 'signin',
      result: 'success',
      params: { method: 'third', provider },
      tenantId: user.tenantId,
      userId: user.id,
      ip: context.ip,
    });
    return { token: opened.token, user_id: user.id, tenant_id: user.tenantId };
  }
}

/** Third-party sign-in on its own table (identity builds it). */
export function createThirdLoginService(
  db: Db,
  deps: Omit<ConstructorParameters<typeof ThirdLoginService>[0], 'repository'>,
): ThirdLoginService {
  return new ThirdLoginService({ ...deps, repository: new ThirdPartyRepository(db) });
}
