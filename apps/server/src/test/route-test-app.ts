import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { AppError } from '../platform/app-error';
import { schemaValidator } from '../platform/schema-validator';
import type { AuthContext } from '../platform/identity/auth-context';

/** The caller the stand-in auth hook hands a request that carries the `x-caller` header. */
export const routeTestCaller: AuthContext = {
  sessionId: 's1',
  userId: 'u1',
  tenantId: 't1',
  isManager: false,
  isPlatformAdmin: false,
  userType: '1',
};

/**
 * A bare Fastify app for the route-binding tests: zod schemas, a stand-in for the auth plugin (the
 * caller comes with the `x-caller` header), errors answered with their status and catalogue code, and every
 * added route recorded in `added`.
 */
export function routeTestApp(): { app: FastifyInstance; added: RouteOptions[] } {
  const app = Fastify();
  const added: RouteOptions[] = [];
  app.setValidatorCompiler(schemaValidator);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = request.headers['x-caller'] ? routeTestCaller : null;
  });
  app.setErrorHandler((error, _request, reply) =>
    reply
      .status(
        error instanceof AppError ? error.status : ((error as { statusCode?: number }).statusCode ?? 500),
      )
      .send({ code: (error as AppError).code }),
  );
  app.addHook('onRoute', (route) => {
    added.push(route);
  });
  return { app, added };
}
