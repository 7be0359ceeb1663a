import { rememberRequestSchema, rememberResponseSchema } from '@ies/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REMEMBER_TTL_MS, type RememberService } from './remember.service';
import { moduleRoutes } from '../../platform/route-spec';

export const REMEMBER_COOKIE = 'ies_remember';
const tags = ['identity'];

export const rememberRoutes: FastifyPluginAsyncZod<{
  remember: RememberService;
  secureCookies: boolean;
}> = async (app, { remember, secureCookies }) => {
  const routes = moduleRoutes(app, tags);
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
    summary: 'Remember the username of the signed-in user on this browser (HttpOnly cookie)',
    schema: { body: rememberRequestSchema, response: { 200: rememberResponseSchema } },
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
    summary: 'The remembered username, if any',
    schema: { response: { 200: rememberResponseSchema } },
    handler: async (_auth, request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { username: await remember.recall(request.cookies[REMEMBER_COOKIE]) };
    },
  });

  routes.delete('/control/remember', 'public', {
    summary: 'Forget the remembered username and revoke its token',
    schema: {},
    status: 204,
    handler: async (_auth, request, reply) => {
      await remember.forget(request.cookies[REMEMBER_COOKIE]);
      clear(reply);
    },
  });
};
