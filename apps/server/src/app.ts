import { PLATFORM_JOBS } from '@ies/contracts';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from './app-dependencies';
import type { AppConfig } from './config/config';
import { asRequest } from './db/request-priority';
import { createModuleCore, registerModules } from './modules';
import { OperationLogRepository } from './modules/system-log/operation-log.repository';
import { auditPlugin } from './platform/audit.plugin';
import { authPlugin, withoutUrlSecrets } from './platform/auth.plugin';
import { clientErrorHandler } from './platform/client-errors';
import { systemClock } from './platform/clock';
import { errorsPlugin, frameworkErrors } from './platform/errors.plugin';
import { JobRuntime } from './platform/jobs/job-runtime';
import { openapiPlugin } from './platform/openapi.plugin';
import { schemaValidator } from './platform/schema-validator';
import { securityHeadersPlugin } from './platform/security-headers.plugin';
import { webPlugin } from './platform/web.plugin';
import { PLATFORM_VERSION } from './version';

export type { AppDependencies, DeviceDataOptions, IngestHooks } from './app-dependencies';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the HTTP application without listening; tests drive it through `inject`. */
/** PGlite's checkpoint each minute keeps its WAL near max_wal_size (issue 34 item 8). */
const DATABASE_MAINTENANCE_MS = 60_000;

export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Logout sends the token as session_id (docs/spec/A-access-and-shell.md §7): keep it out of the request log.
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
    // Draining requests are answered by errorsPlugin with the envelope.
    return503OnClosing: false,
    frameworkErrors,
    // What Node's parser refuses (headers over 16 KB: 431) gets the envelope too.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  // First hook: a request's statements are marked, so they can go ahead of background work on
  // PGlite while the database prefers requests (only during the demo's backfill, db/request-priority.ts).
  app.addHook('onRequest', (_request, _reply, done) => asRequest(done));
  app.setValidatorCompiler(schemaValidator);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { https: config.publicUrl.startsWith('https:') });
  await app.register(openapiPlugin, { version: PLATFORM_VERSION });
  await app.register(cookie);
  const clock = deps.clock ?? systemClock;
  // Root level, so every /api route registered by any module is covered without doing anything.
  await app.register(auditPlugin, {
    log: new OperationLogRepository(deps.database.db),
    clock,
  });
  app.addHook('onClose', async () => app.auditSettled());

  // The platform's one durable job runtime: modules register their jobs and schedules on it.
  const jobs = new JobRuntime({
    db: deps.database.db,
    clock,
    log: (message, error) => app.log.warn({ err: error }, message),
    leaseMs: deps.jobs?.leaseMs,
  });
  deps.jobs?.expose?.(jobs);
  // The embedded database's checkpoint and vacuum (none on PostgreSQL, which does its own).
  jobs.work(PLATFORM_JOBS.databaseMaintenance, async () => deps.database.maintain?.(), {
    payload: z.object({}).strict(),
  });
  await jobs.schedule(PLATFORM_JOBS.databaseMaintenance, { everyMs: DATABASE_MAINTENANCE_MS });
  app.addHook('onReady', async () => {
    if ((deps.jobs?.pollIntervalMs ?? 0) > 0) jobs.start(deps.jobs!.pollIntervalMs!);
  });
  app.addHook('onClose', async () => jobs.stop());
  const core = createModuleCore({ db: deps.database.db, config, clock, log: app.log });
  app.addHook('onClose', async () => core.identity.close());
  await app.register(
    async (api) => {
      // One WebSocket upgrade handler for every /api socket (live data, station live figures):
      // each registration listens to the server's upgrades, so a second would route them twice.
      await api.register(websocket, { options: { maxPayload: 64 * 1024 } });
      // Every /api route needs a session unless its config says `public: true`.
      await api.register(authPlugin, { sessions: core.identity.sessions, grants: core.access.grants });
      await registerModules(api, { config, deps, clock, jobs, core });
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
