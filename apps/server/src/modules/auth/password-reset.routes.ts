import { passwordResetSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PasswordResetService } from './password-reset.service';
import { requestContext } from '../../platform/identity/request-context';
import { noContent } from '../../platform/route-spec';

export const passwordResetRoutes: FastifyPluginAsyncZod<{ passwordReset: PasswordResetService }> = async (
  app,
  { passwordReset },
) => {
  app.post(
    '/control/password-reset',
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary:
          'Forgotten password: a reset code to the mobile (type 1) or e-mail (type 2), then a new password',
        body: passwordResetSchema,
      },
    },
    async (request, reply) => noContent(reply, passwordReset.reset(request.body, requestContext(request))),
  );
};
