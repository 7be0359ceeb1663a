import { verificationOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../platform/identity/request-context';
import type { CodeRequestService } from './code-request.service';

export const verificationRoutes: FastifyPluginAsyncZod<{ codeRequests: CodeRequestService }> = async (
  app,
  { codeRequests },
) => {
  bindOperations(app, ['identity'], verificationOperations, {
    request: (auth, request) => codeRequests.request(request.body, auth, requestContext(request)),
    requestForSelf: (auth, request) =>
      codeRequests.requestForSelf(request.body, auth, requestContext(request)),
    requestForNewUser: (auth, request) => {
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
    requestForUser: (auth, request) => {
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
