import {
  adminUserCodeParamsSchema,
  adminUserCodeQuerySchema,
  adminVerificationCodeRequestSchema,
  codeSentResponseSchema,
  ucVerificationCodeRequestSchema,
  codeRequestSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.plugin';
import { requestContext } from '../../platform/identity/request-context';
import type { CodeRequestService } from './code-request.service';
import { routeSpec } from '../../platform/route-spec';

const tags = ['identity'];
const route = routeSpec(tags);
const response = { 200: codeSentResponseSchema };

export const verificationRoutes: FastifyPluginAsyncZod<{ codeRequests: CodeRequestService }> = async (
  app,
  { codeRequests },
) => {
  app.post(
    '/control/verification-codes',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'getVerificationCodes: send an SMS (type 1) or e-mail (type 2) code',
        body: codeRequestSchema,
        response,
      },
    },
    async (request) => codeRequests.request(request.body, request.auth, requestContext(request)),
  );

  app.post(
    '/control/uc-verification-codes',
    route(
      'session',
      "getUCVerificationCodes: a code to the signed-in user's new mobile number (region cn | intl) or e-mail",
      { body: ucVerificationCodeRequestSchema, response },
    ),
    async (request) =>
      codeRequests.requestForSelf(request.body, requireAuth(request), requestContext(request)),
  );

  app.post(
    '/admin/tenant/verification-codes',
    route('tenant:user:create', "A code for one of the tenant's users", {
      body: adminVerificationCodeRequestSchema,
      response,
    }),
    async (request) => {
      const body = request.body;
      return codeRequests.requestForUser(
        {
          destination: body.destination,
          channel: body.type === 1 ? 'sms' : 'email',
          purpose: body.purpose,
          userId: body.user_id,
        },
        requireAuth(request),
        requestContext(request),
      );
    },
  );

  app.post(
    '/admin/tenant/:tenantId/user/:userId/verification-codes',
    route('tenant:user:update', "An SMS code to a new mobile number of one of the tenant's users", {
      params: adminUserCodeParamsSchema,
      querystring: adminUserCodeQuerySchema,
      response,
    }),
    async (request) => {
      return codeRequests.requestForUser(
        {
          destination: request.query.mobile,
          channel: 'sms',
          purpose: 'change',
          userId: request.params.userId,
          tenantId: request.params.tenantId,
        },
        requireAuth(request),
        requestContext(request),
      );
    },
  );
};
