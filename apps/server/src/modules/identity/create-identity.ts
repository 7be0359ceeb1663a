import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AccountFinder } from '../accounts/account-finder';
import { RegistrationService } from '../accounts/registration.service';
import { SelfService } from '../accounts/self.service';
import { UniquenessCheckService } from '../accounts/uniqueness-check.service';
import { identityAccountsOf } from '../accounts/account-ports';
import { createOutbox } from '../verification/outbox.service';
import { TenantReviewService } from '../admin/tenant-review.service';
import { UserAdminService } from '../admin/user-admin.service';
import { createCustomisationService } from '../customisation/customisation.service';
import { uploadReferences } from '../uploads/upload-references';
import { createMessageService } from '../messages/message.service';
import { BehaviourLogService } from '../behaviour-log/behaviour-log.service';
import { createBrandService } from '../brands/brand.service';
import { createCaptchaService } from '../captcha/captcha.service';
import { createThirdLoginService } from '../third-party/third-login.service';
import { CodeRequestService } from '../verification/code-request.service';
import { HttpSmsSender } from '../verification/http-sms-sender';
import type { MessageSender } from '../verification/message-sender';
import { RoutingSender } from '../verification/routing-sender';
import { SmtpSender } from '../verification/smtp-sender';
import { TestSecrets } from '../verification/test-secrets';
import { UserNotifier } from '../verification/user-notifier';
import { VerificationCodeService } from '../verification/verification-code.service';
import { PasswordHasher } from '../../platform/identity/password-hasher';
import { PasswordResetService } from '../auth/password-reset.service';
import { createRememberService } from '../auth/remember.service';
import { SessionService } from '../../platform/identity/session.service';
import { SessionsRepository } from '../../platform/identity/sessions.repository';
import { SignInService } from '../auth/sign-in.service';
import { createSignInThrottle } from '../auth/sign-in-throttle';

export type Identity = ReturnType<typeof createIdentity>;

/** Wires the identity services (sign-in, sessions, codes, registration, review, brands, third party). */
export function createIdentity(deps: {
  db: Db;
  config: AppConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Replaces the configured gateways (tests). */
  sender?: MessageSender;
  /** Runs after every successful sign-in (e.g. ensuring the tenant's default permission group). */
  onSignedIn?: (user: UserRow) => Promise<void>;
}) {
  const { db, config, clock, log } = deps;
  const { users, tenants } = identityAccountsOf(db);
  const finder = new AccountFinder(users, tenants);
  const hasher = new PasswordHasher();
  const testSecrets = config.testHooks ? new TestSecrets() : undefined;
  const behaviour = new BehaviourLogService(db, clock);

  const outbox = createOutbox(db, clock, log);
  const outboxSender = outbox.sender;
  const smtp = config.smtpUrl ? new SmtpSender(config.smtpUrl, config.mailFrom) : undefined;
  const sender =
    deps.sender ??
    new RoutingSender(
      {
        email: smtp,
        sms: config.smsHttpUrl ? new HttpSmsSender(config.smsHttpUrl, config.smsHttpToken) : undefined,
      },
      outboxSender,
    );
  const notifier = new UserNotifier(sender, outboxSender, log);
  const messages = createMessageService(db, clock);
  const customisation = createCustomisationService(db, {
    users,
    uploads: uploadReferences(db),
    clock,
  });
  // Spec A §4 "after login": the tenant's default role (access), then its customisation entries.
  const afterSignIn = async (user: UserRow) => {
    await deps.onSignedIn?.(user);
    await customisation.ensureFnAssociation(user.tenantId);
  };

  const sessions = new SessionService(new SessionsRepository(db), clock, {
    idleMs: config.sessionIdleMinutes * 60_000,
    absoluteMs: config.sessionMaxHours * 3_600_000,
    cacheMs: config.sessionCacheMs,
  });
  const captcha = createCaptchaService(db, clock, testSecrets);
  const codes = new VerificationCodeService(db, sender, clock, log, testSecrets);
  const brands = createBrandService(db, clock);
  const signIn = new SignInService({
    users,
    tenants,
    finder,
    hasher,
    sessions,
    captcha,
    codes,
    throttle: createSignInThrottle(db, clock),
    behaviour,
    clock,
    onSignedIn: afterSignIn,
  });

  return {
    sessions,
    /** Shared with the personal center (password check, change codes, behaviour log). */
    hasher,
    codes,
    behaviour,
    captcha,
    signIn,
    testSecrets,
    brands,
    passwordReset: new PasswordResetService({ users, codes, hasher, sessions, behaviour, clock }),
    remember: createRememberService(db, finder, clock),
    codeRequests: new CodeRequestService(users, codes, behaviour),
    self: new SelfService(users, tenants),
    registration: new RegistrationService({ db, codes, hasher, behaviour, brands, notifier, clock }),
    uniqueness: new UniquenessCheckService(users, tenants, codes),
    review: new TenantReviewService({ tenants, users, sessions, notifier, messages, behaviour, clock }),
    messages,
    /** E-mail/SMS notices to account holders (orders send their notices through it too). */
    notifier,
    /** E-mail and SMS gateways with the outbox as fallback (alarm notifications). */
    sender,
    customisation,
    outbox: outbox.service,
    userAdmin: new UserAdminService({ tenants, users, sessions, behaviour, clock }),
    thirdLogin: createThirdLoginService(db, {
      providers: config.thirdLoginProviders,
      users,
      tenants,
      codes,
      sessions,
      behaviour,
      clock,
      onSignedIn: afterSignIn,
    }),
    /** Closes gateway connections when the app closes. */
    close() {
      smtp?.close();
    },
  };
}
