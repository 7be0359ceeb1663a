import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from '../accounts/accounts.routes';
import { adminRoutes } from '../admin/admin.routes';
import { brandsRoutes } from '../brands/brands.routes';
import { captchaRoutes } from '../captcha/captcha.routes';
import { thirdPartyRoutes } from '../third-party/third-party.routes';
import { verificationRoutes } from '../verification/verification.routes';
import { authRoutes } from '../auth/auth.routes';
import type { Identity } from './create-identity';
import { passwordResetRoutes } from '../auth/password-reset.routes';
import { rememberRoutes } from '../auth/remember.routes';

export interface IdentityModuleOptions {
  /** Built before the /api scope: the auth plugin checks sessions through it. */
  identity: Identity;
  secureCookies: boolean;
}

/** Every identity route (docs/api/identity.md), below the /api prefix. */
export async function identityModule(app: FastifyInstance, options: IdentityModuleOptions): Promise<void> {
  const { identity, secureCookies } = options;
  await app.register(captchaRoutes, { captcha: identity.captcha });
  await app.register(authRoutes, { signIn: identity.signIn });
  await app.register(passwordResetRoutes, { passwordReset: identity.passwordReset });
  await app.register(rememberRoutes, { remember: identity.remember, secureCookies });
  await app.register(verificationRoutes, { codeRequests: identity.codeRequests });
  await app.register(accountsRoutes, {
    self: identity.self,
    registration: identity.registration,
    uniqueness: identity.uniqueness,
  });
  await app.register(adminRoutes, {
    review: identity.review,
    outbox: identity.outbox,
    userAdmin: identity.userAdmin,
  });
  await app.register(brandsRoutes, { brands: identity.brands });
  await app.register(thirdPartyRoutes, { thirdLogin: identity.thirdLogin });
}
