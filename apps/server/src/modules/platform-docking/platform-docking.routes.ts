import { platformDockingOperations } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bindOperations } from '../../platform/operation-routes';
import type { PlatformDockingService } from './platform-docking.service';

/** The spec's platform-binding calls (B §7) and the delivery log (docs/platform-docking.md). */
export const platformDockingRoutes: FastifyPluginAsyncZod<{ docking: PlatformDockingService }> = async (
  app,
  { docking },
) => {
  bindOperations(app, ['platform-docking'], platformDockingOperations, {
    list: (auth, { params }) => docking.list(auth, params.tenantId),
    create: (auth, { params, body }) => docking.create(auth, params.tenantId, body),
    update: (auth, { params, body }) => docking.update(auth, params.tenantId, params.id, body),
    remove: (auth, { params }) => docking.remove(auth, params.tenantId, params.id),
    deliveries: (auth, { params }) => docking.deliveries(auth, params.tenantId, params.id),
    push: (auth, { params }) => docking.pushNow(auth, params.tenantId, params.id),
  });
};
