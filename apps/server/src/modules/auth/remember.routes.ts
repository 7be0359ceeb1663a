import { rememberOperations } from '@ies/contracts';
import type { FastifyReply } from 'fastify';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REMEMBER_TTL_MS, type RememberService } from './remember.service';

export const REMEMBER_COOKIE = 'ies_remember';

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

  bindOperations(app, ['identity'], rememberOperations, {
    save: async (auth, request, reply) => {
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
    read: async (_auth, request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { username: await remember.recall(request.cookies[REMEMBER_COOKIE]) };
    },
    forget: async (_auth, request, reply) => {
      await remember.forget(request.cookies[REMEMBER_COOKIE]);
      clear(reply);
    },
  });
};
