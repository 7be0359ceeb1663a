import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessage } from '@ies/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale } from './locale';

function isApiPath(url: string) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built web app on the API's port with SPA fallback: an unknown non-API path that a
 * browser asks for gets index.html and the client router decides (its own 404 page included).
 * Unknown /api paths always get the 404 envelope.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string }) => {
    const indexFile = path.join(options.webDist, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        // Our own Cache-Control only: hashed assets never change; index.html must always be fresh.
        cacheControl: false,
        setHeaders: (response, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasWeb && wantsPage && !isApiPath(request.url)) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      const locale = requestLocale(request);
      return reply.status(404).send({ code: 'iot-http.404', message: errorMessage('iot-http.404', locale) });
    });
  },
  { name: 'web' },
);
