import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Routes that only tests use; registered only when TEST_HOOKS is on (never in production). */
export const testHooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sleep',
    {
      config: { public: true },
      schema: { hide: true, querystring: z.object({ ms: z.coerce.number().int().min(0).max(30_000) }) },
    },
    async (request) => {
      await new Promise((resolve) => setTimeout(resolve, request.query.ms));
      return { slept: request.query.ms };
    },
  );
};
