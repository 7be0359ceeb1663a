import { storageCapacityOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StorageCapacityService } from './storage-capacity.service';

/** The header's capacity area, the storage management screen and the administrator's usage list and policy. */
export const storageCapacityRoutes: FastifyPluginAsyncZod<{ capacity: StorageCapacityService }> = async (
  app,
  { capacity },
) => {
  bindOperations(app, ['storage capacity'], storageCapacityOperations, {
    ofCaller: (auth) => capacity.ofCaller(auth),
    setQuota: (auth, { params, body }) => capacity.setQuota(auth, params.id, body.quota_bytes),
    settings: (auth) => capacity.settings(auth),
    updateSettings: (auth, { body }) => capacity.updateSettings(auth, body),
    tenantList: (auth, { query }) => capacity.tenantList(auth, query),
    setPolicy: (auth, { params, body }) => capacity.setPolicy(auth, params.id, body),
  });
};
