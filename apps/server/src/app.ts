import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BrokerHandle, disabledBroker } from './broker/broker';
import type { AppConfig } from './config/config';
import type { Database } from './db/database';
import { createIdentity } from './modules/auth/identity.module';
import { identityRoutes } from './modules/auth/identity.routes';
import { HealthService } from './modules/health/health.service';
import { healthRoutes } from './modules/health/health.routes';
import { testHooksRoutes } from './modules/test-hooks/test-hooks.routes';
import { authPlugin, withoutUrlSecrets } from './platform/auth.plugin';
import { type Clock, systemClock } from './platform/clock';
import { errorsPlugin } from './platform/errors.plugin';
import { openapiPlugin } from './platform/openapi.plugin';
import { securityHeadersPlugin } from './platform/security-headers.plugin';
import { webPlugin } from './platform/web.plugin';
import { PLATFORM_VERSION } from './version';

export interface AppDependencies {
  database: Database;
  broker?: BrokerHandle;
  /** Time source of the services; tests pass one they can move. */
  clock?: Clock;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the HTTP application without listening; tests drive it through `inject`. */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Logout sends the token as session_id (spec A §7): keep it out of the request log.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: withoutUrlSecrets(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: config.bodyLimit,
    // A caller's own request id is kept when it looks like one, so logs can be joined across services.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(openapiPlugin, { version: PLATFORM_VERSION });
  await app.register(cookie);

  const health = new HealthService(deps.database, deps.broker ?? disabledBroker, PLATFORM_VERSION);
  const identity = createIdentity({
    db: deps.database.db,
    config,
    clock: deps.clock ?? systemClock,
    log: app.log,
  });
  app.addHook('onClose', async () => identity.close());
  await app.register(
    async (api) => {
      // Every /api route needs a session unless its config says `public: true`.
      await api.register(authPlugin, { sessions: identity.sessions });
      await api.register(healthRoutes, { health });
      await api.register(identityRoutes, { identity, secureCookies: config.publicUrl.startsWith('https:') });
      if (config.testHooks) {
        await api.register(testHooksRoutes, { prefix: '/test-hooks', testSecrets: identity.testSecrets });
      }
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
