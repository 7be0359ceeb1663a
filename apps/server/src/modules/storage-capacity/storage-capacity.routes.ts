import { idParamsSchema, storageCapacitySchema, tenantStorageQuotaSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLATFORM_ADMIN_PERMISSION } from '../../platform/auth.plugin';
import type { StorageCapacityService } from './storage-capacity.service';
import { moduleRoutes } from '../../platform/route-spec';

/** The header's capacity area and the platform administrator's quota setting. */
export const storageCapacityRoutes: FastifyPluginAsyncZod<{ capacity: StorageCapacityService }> = async (
  app,
  { capacity },
) => {
  const routes = moduleRoutes(app, ['storage capacity']);
  routes.get('/tenant/storage-capacity', 'session', {
    // The caller's own tenant; the service lets only its manager read it.
    schema: { reply: storageCapacitySchema },
    summary: "The caller's tenant storage use against its quota (tenant manager)",
    handler: (auth) => capacity.ofCaller(auth),
  });

  routes.put('/admin/tenants/:id/storage-quota', PLATFORM_ADMIN_PERMISSION, {
    schema: { params: idParamsSchema, body: tenantStorageQuotaSchema, reply: storageCapacitySchema },
    summary: "Set a merchant's storage quota (null: the configured default)",
    handler: (auth, { params, body }) => capacity.setQuota(auth, params.id, body.quota_bytes),
  });
};
