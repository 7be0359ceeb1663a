import { captchaResponseSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaService } from './captcha.service';
import { moduleRoutes } from '../../platform/route-spec';

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  const routes = moduleRoutes(app, ['identity']);
  routes.get('/control/captcha', 'public', {
    schema: { reply: captchaResponseSchema },
    summary: 'A new graphic code (150×50 SVG, single use)',
    handler: (_auth, _request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return captcha.create();
    },
  });
};
