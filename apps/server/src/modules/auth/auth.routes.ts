import {
  createSessionSchema,
  logoutQuerySchema,
  loginFormSchema,
  sessionResponseSchema,
  tenantManagerCheckResponseSchema,
  tenantManagerCheckSchema,
  ujwtManagerSessionSchema,
  unlockRequestSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentSession } from './auth.presenter';
import { requestContext } from '../../platform/identity/request-context';
import type { SignInService } from './sign-in.service';
import { moduleRoutes } from '../../platform/route-spec';

function bearer(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}

export const authRoutes: FastifyPluginAsyncZod<{ signIn: SignInService }> = async (app, { signIn }) => {
  const routes = moduleRoutes(app, ['identity']);
  routes.post('/control/tenant-manager/check', 'public', {
    schema: { body: tenantManagerCheckSchema, reply: tenantManagerCheckResponseSchema },
    summary: 'checkTenantIsManager: whether a sign-in name belongs to a tenant manager',
    handler: async (_auth, { body }) => ({ is_manager: await signIn.isTenantManager(body.username) }),
  });

  routes.post('/control/sessions', 'public', {
    // Sign-ins are written to the behaviour log, not the operation log.
    schema: { body: createSessionSchema, reply: sessionResponseSchema },
    summary: 'Sign in: password and graphic code (type 1) or mobile and SMS code (type 2)',
    audit: false,
    handler: async (_auth, request) => {
      const context = requestContext(request);
      const body = request.body;
      const signedIn =
        body.type === 2
          ? await signIn.withSmsCode(body, context)
          : await signIn.withPassword(body, context, body.type === 3);
      return presentSession(signedIn);
    },
  });

  routes.post('/control/manager-sessions', 'public', {
    // Sign-ins are written to the behaviour log, not the operation log.
    schema: { body: loginFormSchema, reply: sessionResponseSchema },
    summary: 'Sign in as a tenant manager by password (type 3)',
    audit: false,
    handler: async (_auth, request) =>
      presentSession(await signIn.withPassword(request.body, requestContext(request), true)),
  });

  routes.post('/control/manager-sessions/ujwt', 'public', {
    // Sign-ins are written to the behaviour log, not the operation log.
    schema: { body: ujwtManagerSessionSchema, reply: sessionResponseSchema },
    summary: 'addSessionsForTenantManager: a manager session opened from a live session',
    audit: false,
    handler: async (_auth, request) =>
      presentSession(await signIn.managerFromSession(request.body, requestContext(request))),
  });

  routes.noContent.delete('/control/sessions', 'public', {
    // Public so that logging out with an already expired token still clears the client.
    schema: { querystring: logoutQuerySchema },
    summary: 'Log out: ends the session of session_id (or of the bearer token) and of ujwt',
    handler: async (_auth, request) => {
      const token = request.query.session_id ?? bearer(request.headers.authorization);
      await signIn.logout({ token, ujwt: request.query.ujwt }, requestContext(request));
    },
  });

  routes.noContent.post('/control/sessions/unlock', 'public', {
    schema: { body: unlockRequestSchema },
    summary: 'Unlock an account locked after failed passwords, by the SMS code sent to its security phone',
    handler: (_auth, request) =>
      signIn.unlock(
        { username: request.body.username, code: request.body.mobile_verification_code },
        requestContext(request),
      ),
  });
};
