import { thirdPartyOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../platform/identity/request-context';
import type { ThirdLoginService } from './third-login.service';

export const thirdPartyRoutes: FastifyPluginAsyncZod<{ thirdLogin: ThirdLoginService }> = async (
  app,
  { thirdLogin },
) => {
  bindOperations(app, ['identity'], thirdPartyOperations, {
    providers: () => ({ providers: thirdLogin.providers() }),
    authUrl: async (_auth, { query }) => ({
      auth_url: await thirdLogin.authUrl({ thirdType: query.third_type, redirectUrl: query.redirect_url }),
    }),
    check: (_auth, request) =>
      thirdLogin.check(
        { authCode: request.body.auth_code, thirdType: request.body.third_type, state: request.body.state },
        requestContext(request),
      ),
    bind: (_auth, request) =>
      thirdLogin.bind(
        { account: request.body.account, bindToken: request.body.bind_token, code: request.body.pwd },
        requestContext(request),
      ),
  });
};
