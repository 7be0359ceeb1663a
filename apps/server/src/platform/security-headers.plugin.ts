import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers every answer carries. `no-referrer` keeps sign-in tokens in URLs (spec A §2.2) from
 * leaking to other sites; `nosniff` keeps uploads from being read as HTML or script.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    });
  },
  { name: 'security-headers' },
);
