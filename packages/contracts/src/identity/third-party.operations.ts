import { operation } from '../common/operation';
import {
  thirdLoginAuthQuerySchema,
  thirdLoginAuthResponseSchema,
  thirdLoginBindResponseSchema,
  thirdLoginBindSchema,
  thirdLoginCheckResponseSchema,
  thirdLoginCheckSchema,
  thirdLoginProvidersResponseSchema,
} from './identity';

/** Served by `third-party.routes.ts`; OpenAPI tag: identity. */
export const thirdPartyOperations = {
  providers: operation({
    method: 'GET',
    path: '/control/third-login/providers',
    access: 'public',
    summary: 'Configured third-party sign-in providers',
    schema: { reply: thirdLoginProvidersResponseSchema },
  }),
  authUrl: operation({
    method: 'GET',
    path: '/control/third-login/auth',
    errors: ['iot-third.10003'],
    access: 'public',
    summary: 'getThirdLoginAuth: the provider authorization URL (with a one-time state)',
    schema: { querystring: thirdLoginAuthQuerySchema, reply: thirdLoginAuthResponseSchema },
  }),
  check: operation({
    method: 'POST',
    path: '/control/third-login/session/check',
    errors: ['iot-third.10003'],
    access: 'public',
    summary: 'checkThirdLoginSession: bound → a session; not bound → a bind token',
    schema: { body: thirdLoginCheckSchema, reply: thirdLoginCheckResponseSchema },
  }),
  bind: operation({
    method: 'POST',
    path: '/control/third-login/session/bind',
    errors: ['iot-third.10002'],
    access: 'public',
    summary: 'Bind the external account to the account of a mobile number proven by SMS code',
    schema: { body: thirdLoginBindSchema, reply: thirdLoginBindResponseSchema },
  }),
};
