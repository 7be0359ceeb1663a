import {
  adminUserCodeParamsSchema,
  adminUserCodeQuerySchema,
  adminVerificationCodeRequestSchema,
  codeSentResponseSchema,
  ucVerificationCodeRequestSchema,
  codeRequestSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../platform/identity/request-context';
import type { CodeRequestService } from './code-request.service';
import { moduleRoutes } from '../../platform/route-spec';

export const verificationRoutes: FastifyPluginAsyncZod<{ codeRequests: CodeRequestService }> = async (
  app,
  { codeRequests },
) => {
  const routes = moduleRoutes(app, ['identity']);
  routes.post('/control/verification-codes', 'public', {
    schema: { body: codeRequestSchema, reply: codeSentResponseSchema },
    summary: 'getVerificationCodes: send an SMS (type 1) or e-mail (type 2) code',
    handler: (auth, request) => codeRequests.request(request.body, auth, requestContext(request)),
  });

  routes.post('/control/uc-verification-codes', 'session', {
    schema: { body: ucVerificationCodeRequestSchema, reply: codeSentResponseSchema },
    summary:
      "getUCVerificationCodes: a code to the signed-in user's new mobile number (region cn | intl) or e-mail",
    handler: (auth, request) => codeRequests.requestForSelf(request.body, auth, requestContext(request)),
  });

  routes.post('/admin/tenant/verification-codes', 'tenant:user:create', {
    schema: { body: adminVerificationCodeRequestSchema, reply: codeSentResponseSchema },
    summary: "A code for one of the tenant's users",
    handler: (auth, request) => {
      const body = request.body;
      return codeRequests.requestForUser(
        {
          destination: body.destination,
          channel: body.type === 1 ? 'sms' : 'email',
          purpose: body.purpose,
          userId: body.user_id,
        },
        auth,
        requestContext(request),
      );
    },
  });

  routes.post('/admin/tenant/:tenantId/user/:userId/verification-codes', 'tenant:user:update', {
    schema: {
      params: adminUserCodeParamsSchema,
      querystring: adminUserCodeQuerySchema,
      reply: codeSentResponseSchema,
    },
    summary: "An SMS code to a new mobile number of one of the tenant's users",
    handler: (auth, request) => {
      return codeRequests.requestForUser(
        {
          destination: request.query.mobile,
          channel: 'sms',
          purpose: 'change',
          userId: request.params.userId,
          tenantId: request.params.tenantId,
        },
        auth,
        requestContext(request),
      );
    },
  });
};
