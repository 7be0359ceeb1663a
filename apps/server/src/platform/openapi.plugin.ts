import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentTransform, routeTransform } from './openapi-document';

/**
 * OpenAPI 3.1 generated from the routes, which take their schemas from the contracts' operations:
 * UI at /api/docs, JSON at /api/docs/json. What the document holds and how it is checked:
 * docs/api/openapi.md.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'IES platform API',
          version: options.version,
          description:
            'Every failure answers `{ code, message, data? }`; the codes are in docs/errors.md. ' +
            'The language of `message` follows `?locale=`, then `X-Locale`, then `Accept-Language` (zh by default).',
          license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
          contact: { name: 'IES platform maintainers' },
        },
        // Relative: the API is served by the host that serves this document.
        servers: [{ url: '/', description: 'This server' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform: routeTransform(),
      transformObject: documentTransform(),
    });
    // The API documentation is public by design; say so, as every /api route must.
    await app.register(async (docs) => {
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await docs.register(swaggerUi, { routePrefix: '/api/docs' });
    });
  },
  { name: 'openapi' },
);
