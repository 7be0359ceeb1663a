import { captchaOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaService } from './captcha.service';

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  bindOperations(app, ['identity'], captchaOperations, {
    image: (_auth, _request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return captcha.create();
    },
  });
};
