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
import { noContent } from '../../platform/route-spec';

const tags = ['identity'];

function bearer(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}

export const authRoutes: FastifyPluginAsyncZod<{ signIn: SignInService }> = async (app, { signIn }) => {
  app.post(
    '/control/tenant-manager/check',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'checkTenantIsManager: whether a sign-in name belongs to a tenant manager',
        body: tenantManagerCheckSchema,
        response: { 200: tenantManagerCheckResponseSchema },
      },
    },
    async (request) => ({ is_manager: await signIn.isTenantManager(request.body.username) }),
  );

  app.post(
    '/control/sessions',
    {
      // Sign-ins are written to the behaviour log, not the operation log.
      config: { public: true, audit: false },
      schema: {
        tags,
        summary: 'Sign in: password and graphic code (type 1) or mobile and SMS code (type 2)',
        body: createSessionSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const context = requestContext(request);
      const body = request.body;
      const signedIn =
        body.type === 2
          ? await signIn.withSmsCode(body, context)
          : await signIn.withPassword(body, context, body.type === 3);
      return presentSession(signedIn);
    },
  );

  app.post(
    '/control/manager-sessions',
    {
      // Sign-ins are written to the behaviour log, not the operation log.
      config: { public: true, audit: false },
      schema: {
        tags,
        summary: 'Sign in as a tenant manager by password (type 3)',
        body: loginFormSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => presentSession(await signIn.withPassword(request.body, requestContext(request), true)),
  );

  app.post(
    '/control/manager-sessions/ujwt',
    {
      // Sign-ins are written to the behaviour log, not the operation log.
      config: { public: true, audit: false },
      schema: {
        tags,
        summary: 'addSessionsForTenantManager: a manager session opened from a live session',
        body: ujwtManagerSessionSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => presentSession(await signIn.managerFromSession(request.body, requestContext(request))),
  );

  app.delete(
    '/control/sessions',
    {
      // Public so that logging out with an already expired token still clears the client.
      config: { public: true },
      schema: {
        tags,
        summary: 'Log out: ends the session of session_id (or of the bearer token) and of ujwt',
        querystring: logoutQuerySchema,
      },
    },
    async (request, reply) => {
      const token = request.query.session_id ?? bearer(request.headers.authorization);
      await signIn.logout({ token, ujwt: request.query.ujwt }, requestContext(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/control/sessions/unlock',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Unlock an account locked after failed passwords, by the SMS code sent to its security phone',
        body: unlockRequestSchema,
      },
    },
    async (request, reply) =>
      noContent(
        reply,
        signIn.unlock(
          { username: request.body.username, code: request.body.mobile_verification_code },
          requestContext(request),
        ),
      ),
  );
};
