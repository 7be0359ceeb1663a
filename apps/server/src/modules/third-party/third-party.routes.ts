import {
  thirdLoginAuthQuerySchema,
  thirdLoginAuthResponseSchema,
  thirdLoginBindResponseSchema,
  thirdLoginBindSchema,
  thirdLoginCheckResponseSchema,
  thirdLoginCheckSchema,
  thirdLoginProvidersResponseSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../platform/identity/request-context';
import { moduleRoutes } from '../../platform/route-spec';
import type { ThirdLoginService } from './third-login.service';

export const thirdPartyRoutes: FastifyPluginAsyncZod<{ thirdLogin: ThirdLoginService }> = async (
  app,
  { thirdLogin },
) => {
  const routes = moduleRoutes(app, ['identity']);
  routes.get('/control/third-login/providers', 'public', {
    schema: { reply: thirdLoginProvidersResponseSchema },
    summary: 'Configured third-party sign-in providers',
    handler: () => ({ providers: thirdLogin.providers() }),
  });

  routes.get('/control/third-login/auth', 'public', {
    schema: { querystring: thirdLoginAuthQuerySchema, reply: thirdLoginAuthResponseSchema },
    summary: 'getThirdLoginAuth: the provider authorization URL (with a one-time state)',
    handler: async (_auth, { query }) => ({
      auth_url: await thirdLogin.authUrl({ thirdType: query.third_type, redirectUrl: query.redirect_url }),
    }),
  });

  routes.post('/control/third-login/session/check', 'public', {
    schema: { body: thirdLoginCheckSchema, reply: thirdLoginCheckResponseSchema },
    summary: 'checkThirdLoginSession: bound → a session; not bound → a bind token',
    handler: (_auth, request) =>
      thirdLogin.check(
        { authCode: request.body.auth_code, thirdType: request.body.third_type, state: request.body.state },
        requestContext(request),
      ),
  });

  routes.post('/control/third-login/session/bind', 'public', {
    schema: { body: thirdLoginBindSchema, reply: thirdLoginBindResponseSchema },
    summary: 'Bind the external account to the account of a mobile number proven by SMS code',
    handler: (_auth, request) =>
      thirdLogin.bind(
        { account: request.body.account, bindToken: request.body.bind_token, code: request.body.pwd },
        requestContext(request),
      ),
  });
};
