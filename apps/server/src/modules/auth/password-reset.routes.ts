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
  routes.post('/control/password-reset', 'public', {
    summary:
      'Forgotten password: a reset code to the mobile (type 1) or e-mail (type 2), then a new password',
    schema: { body: passwordResetSchema },
    status: 204,
    handler: (_auth, request) => passwordReset.reset(request.body, requestContext(request)),
  });
};
