import { operation } from '../common/operation';
import {
  adminUserCodeParamsSchema,
  adminUserCodeQuerySchema,
  adminVerificationCodeRequestSchema,
  codeRequestSchema,
  codeSentResponseSchema,
  ucVerificationCodeRequestSchema,
} from './identity';

/** Served by `verification.routes.ts`; OpenAPI tag: identity. */
export const verificationOperations = {
  request: operation({
    method: 'POST',
    path: '/control/verification-codes',
    errors: ['iot-tenant.10012', 'iot-http.401'],
    access: 'public',
    summary: 'getVerificationCodes: send an SMS (type 1) or e-mail (type 2) code',
    schema: { body: codeRequestSchema, reply: codeSentResponseSchema },
  }),
  requestForSelf: operation({
    method: 'POST',
    path: '/control/uc-verification-codes',
    access: 'session',
    summary:
      "getUCVerificationCodes: a code to the signed-in user's new mobile number (region cn | intl) or e-mail",
    schema: { body: ucVerificationCodeRequestSchema, reply: codeSentResponseSchema },
  }),
  requestForNewUser: operation({
    method: 'POST',
    path: '/admin/tenant/verification-codes',
    errors: ['iot-http.404'],
    access: 'tenant:user:create',
    summary: "A code for one of the tenant's users",
    schema: { body: adminVerificationCodeRequestSchema, reply: codeSentResponseSchema },
  }),
  requestForUser: operation({
    method: 'POST',
    path: '/admin/tenant/:tenantId/user/:userId/verification-codes',
    access: 'tenant:user:update',
    summary: "An SMS code to a new mobile number of one of the tenant's users",
    schema: {
      params: adminUserCodeParamsSchema,
      querystring: adminUserCodeQuerySchema,
      reply: codeSentResponseSchema,
    },
  }),
};
