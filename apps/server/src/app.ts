import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BrokerHandle, disabledBroker } from './broker/broker';
import type { AppConfig } from './config/config';
import type { Database } from './db/database';
import { HealthService } from './modules/health/health.service';
import { healthRoutes } from './modules/health/health.routes';
import { testHooksRoutes } from './modules/test-hooks/test-hooks.routes';
import { errorsPlugin } from './platform/errors.plugin';
import { openapiPlugin } from './platform/openapi.plugin';
import { securityHeadersPlugin } from './platform/security-headers.plugin';
import { webPlugin } from './platform/web.plugin';
import { PLATFORM_VERSION } from './version';

export interface AppDependencies {
  database: Database;
  broker?: BrokerHandle;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the HTTP application without listening; tests drive it through `inject`. */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
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

  const health = new HealthService(deps.database, deps.broker ?? disabledBroker, PLATFORM_VERSION);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health });
      if (config.testHooks) await api.register(testHooksRoutes, { prefix: '/test-hooks' });
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
