import { rememberRequestSchema, rememberResponseSchema } from '@ies/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REMEMBER_TTL_MS, type RememberService } from './remember.service';
import { moduleRoutes } from '../../platform/route-spec';

export const REMEMBER_COOKIE = 'ies_remember';

export const rememberRoutes: FastifyPluginAsyncZod<{
  remember: RememberService;
  secureCookies: boolean;
}> = async (app, { remember, secureCookies }) => {
  const routes = moduleRoutes(app, ['identity']);
  // The cookie goes only to these calls; the browser never shows it to scripts.
  const cookiePath = `${app.prefix}/control/remember`;
  const clear = (reply: FastifyReply) =>
    reply.clearCookie(REMEMBER_COOKIE, {
      path: cookiePath,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
    });

  routes.post('/control/remember', 'session', {
    schema: { body: rememberRequestSchema, reply: rememberResponseSchema },
    summary: 'Remember the username of the signed-in user on this browser (HttpOnly cookie)',
    handler: async (auth, request, reply) => {
      const token = await remember.remember(auth, request.body.username, request.cookies[REMEMBER_COOKIE]);
      reply.setCookie(REMEMBER_COOKIE, token, {
        path: cookiePath,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: Math.floor(REMEMBER_TTL_MS / 1000),
      });
      return { username: request.body.username };
    },
  });

  routes.get('/control/remember', 'public', {
    schema: { reply: rememberResponseSchema },
    summary: 'The remembered username, if any',
    handler: async (_auth, request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { username: await remember.recall(request.cookies[REMEMBER_COOKIE]) };
    },
  });

  routes.noContent.delete('/control/remember', 'public', {
    schema: {},
    summary: 'Forget the remembered username and revoke its token',
    handler: async (_auth, request, reply) => {
      await remember.forget(request.cookies[REMEMBER_COOKIE]);
      clear(reply);
    },
  });
};
