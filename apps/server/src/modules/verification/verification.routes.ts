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

const tags = ['identity'];
const response = { 200: codeSentResponseSchema };

export const verificationRoutes: FastifyPluginAsyncZod<{ codeRequests: CodeRequestService }> = async (
  app,
  { codeRequests },
) => {
  const routes = moduleRoutes(app, tags);
  routes.post('/control/verification-codes', 'public', {
    summary: 'getVerificationCodes: send an SMS (type 1) or e-mail (type 2) code',
    schema: { body: codeRequestSchema, response },
    handler: (auth, request) => codeRequests.request(request.body, auth, requestContext(request)),
  });

  routes.post('/control/uc-verification-codes', 'session', {
    summary:
      "getUCVerificationCodes: a code to the signed-in user's new mobile number (region cn | intl) or e-mail",
    schema: { body: ucVerificationCodeRequestSchema, response },
    handler: (auth, request) => codeRequests.requestForSelf(request.body, auth, requestContext(request)),
  });

  routes.post('/admin/tenant/verification-codes', 'tenant:user:create', {
    summary: "A code for one of the tenant's users",
    schema: { body: adminVerificationCodeRequestSchema, response },
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
    summary: "An SMS code to a new mobile number of one of the tenant's users",
    schema: { params: adminUserCodeParamsSchema, querystring: adminUserCodeQuerySchema, response },
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
