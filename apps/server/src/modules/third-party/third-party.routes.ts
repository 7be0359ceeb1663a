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
import type { ThirdLoginService } from './third-login.service';

const tags = ['identity'];
const config = { public: true };

export const thirdPartyRoutes: FastifyPluginAsyncZod<{ thirdLogin: ThirdLoginService }> = async (
  app,
  { thirdLogin },
) => {
  app.get(
    '/control/third-login/providers',
    {
      config,
      schema: {
        tags,
        summary: 'Configured third-party sign-in providers',
        response: { 200: thirdLoginProvidersResponseSchema },
      },
    },
    async () => ({ providers: thirdLogin.providers() }),
  );

  app.get(
    '/control/third-login/auth',
    {
      config,
      schema: {
        tags,
        summary: 'getThirdLoginAuth: the provider authorization URL (with a one-time state)',
        querystring: thirdLoginAuthQuerySchema,
        response: { 200: thirdLoginAuthResponseSchema },
      },
    },
    async (request) => ({
      auth_url: await thirdLogin.authUrl({
        thirdType: request.query.third_type,
        redirectUrl: request.query.redirect_url,
      }),
    }),
  );

  app.post(
    '/control/third-login/session/check',
    {
      config,
      schema: {
        tags,
        summary: 'checkThirdLoginSession: bound → a session; not bound → a bind token',
        body: thirdLoginCheckSchema,
        response: { 200: thirdLoginCheckResponseSchema },
      },
    },
    async (request) =>
      thirdLogin.check(
        { authCode: request.body.auth_code, thirdType: request.body.third_type, state: request.body.state },
        requestContext(request),
      ),
  );

  app.post(
    '/control/third-login/session/bind',
    {
      config,
      schema: {
        tags,
        summary: 'Bind the external account to the account of a mobile number proven by SMS code',
        body: thirdLoginBindSchema,
        response: { 200: thirdLoginBindResponseSchema },
      },
    },
    async (request) =>
      thirdLogin.bind(
        { account: request.body.account, bindToken: request.body.bind_token, code: request.body.pwd },
        requestContext(request),
      ),
  );
};
