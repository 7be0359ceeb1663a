import { storageCapacityOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StorageCapacityService } from './storage-capacity.service';

/** The header's capacity area and the platform administrator's quota setting. */
export const storageCapacityRoutes: FastifyPluginAsyncZod<{ capacity: StorageCapacityService }> = async (
  app,
  { capacity },
) => {
  bindOperations(app, ['storage capacity'], storageCapacityOperations, {
    ofCaller: (auth) => capacity.ofCaller(auth),
    setQuota: (auth, { params, body }) => capacity.setQuota(auth, params.id, body.quota_bytes),
  });
};
