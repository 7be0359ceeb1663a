import { passwordResetSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PasswordResetService } from './password-reset.service';
import { requestContext } from '../../platform/identity/request-context';
import { moduleRoutes } from '../../platform/route-spec';

export const passwordResetRoutes: FastifyPluginAsyncZod<{ passwordReset: PasswordResetService }> = async (
  app,
  { passwordReset },
) => {
  const routes = moduleRoutes(app, ['identity']);
  routes.noContent.post('/control/password-reset', 'public', {
    schema: { body: passwordResetSchema },
    summary:
      'Forgotten password: a reset code to the mobile (type 1) or e-mail (type 2), then a new password',
    handler: (_auth, request) => passwordReset.reset(request.body, requestContext(request)),
  });
};
