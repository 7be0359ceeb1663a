import { rememberRequestSchema, rememberResponseSchema } from '@ies/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.plugin';
import { REMEMBER_TTL_MS, type RememberService } from './remember.service';
import { routeSpec } from '../../platform/route-spec';

export const REMEMBER_COOKIE = 'ies_remember';
const tags = ['identity'];
const route = routeSpec(tags);

export const rememberRoutes: FastifyPluginAsyncZod<{
  remember: RememberService;
  secureCookies: boolean;
}> = async (app, { remember, secureCookies }) => {
  // The cookie goes only to these calls; the browser never shows it to scripts.
  const cookiePath = `${app.prefix}/control/remember`;
  const clear = (reply: FastifyReply) =>
    reply.clearCookie(REMEMBER_COOKIE, {
      path: cookiePath,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
    });

  app.post(
    '/control/remember',
    route('session', 'Remember the username of the signed-in user on this browser (HttpOnly cookie)', {
      body: rememberRequestSchema,
      response: { 200: rememberResponseSchema },
    }),
    async (request, reply) => {
      const token = await remember.remember(
        requireAuth(request),
        request.body.username,
        request.cookies[REMEMBER_COOKIE],
      );
      reply.setCookie(REMEMBER_COOKIE, token, {
        path: cookiePath,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: Math.floor(REMEMBER_TTL_MS / 1000),
      });
      return { username: request.body.username };
    },
  );

  app.get(
    '/control/remember',
    {
      config: { public: true },
      schema: { tags, summary: 'The remembered username, if any', response: { 200: rememberResponseSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { username: await remember.recall(request.cookies[REMEMBER_COOKIE]) };
    },
  );

  app.delete(
    '/control/remember',
    {
      config: { public: true },
      schema: { tags, summary: 'Forget the remembered username and revoke its token' },
    },
    async (request, reply) => {
      await remember.forget(request.cookies[REMEMBER_COOKIE]);
      clear(reply);
      return reply.status(204).send();
    },
  );
};
