import { authOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentSession } from './auth.presenter';
import { requestContext } from '../../platform/identity/request-context';
import type { SignInService } from './sign-in.service';

function bearer(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}

export const authRoutes: FastifyPluginAsyncZod<{ signIn: SignInService }> = async (app, { signIn }) => {
  bindOperations(app, ['identity'], authOperations, {
    checkTenantManager: async (_auth, { body }) => ({
      is_manager: await signIn.isTenantManager(body.username),
    }),
    createSession: async (_auth, request) => {
      const context = requestContext(request);
      const body = request.body;
      const signedIn =
        body.type === 2
          ? await signIn.withSmsCode(body, context)
          : await signIn.withPassword(body, context, body.type === 3);
      return presentSession(signedIn);
    },
    createManagerSession: async (_auth, request) =>
      presentSession(await signIn.withPassword(request.body, requestContext(request), true)),
    managerSessionFromUjwt: async (_auth, request) =>
      presentSession(await signIn.managerFromSession(request.body, requestContext(request))),
    logout: async (_auth, request) => {
      const token = request.query.session_id ?? bearer(request.headers.authorization);
      await signIn.logout({ token, ujwt: request.query.ujwt }, requestContext(request));
    },
    unlockAccount: (_auth, request) =>
      signIn.unlock(
        { username: request.body.username, code: request.body.mobile_verification_code },
        requestContext(request),
      ),
  });
};
