import { captchaResponseSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaService } from './captcha.service';

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  app.get(
    '/control/captcha',
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary: 'A new graphic code (150×50 SVG, single use)',
        response: { 200: captchaResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return captcha.create();
    },
  );
};
