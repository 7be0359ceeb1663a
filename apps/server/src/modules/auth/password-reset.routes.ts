import { passwordResetOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PasswordResetService } from './password-reset.service';
import { requestContext } from '../../platform/identity/request-context';

export const passwordResetRoutes: FastifyPluginAsyncZod<{ passwordReset: PasswordResetService }> = async (
  app,
  { passwordReset },
) => {
  bindOperations(app, ['identity'], passwordResetOperations, {
    reset: (_auth, request) => passwordReset.reset(request.body, requestContext(request)),
  });
};
