import { idParamsSchema, storageCapacitySchema, tenantStorageQuotaSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLATFORM_ADMIN_PERMISSION, requireAuth } from '../../platform/auth.plugin';
import type { StorageCapacityService } from './storage-capacity.service';
import { routeSpec } from '../../platform/route-spec';

const tags = ['storage capacity'];
const route = routeSpec(tags);

/** The header's capacity area and the platform administrator's quota setting. */
export const storageCapacityRoutes: FastifyPluginAsyncZod<{ capacity: StorageCapacityService }> = async (
  app,
  { capacity },
) => {
  app.get(
    '/tenant/storage-capacity',
    {
      // The caller's own tenant; the service lets only its manager read it.
      config: { permission: 'session' },
      schema: {
        tags,
        summary: "The caller's tenant storage use against its quota (tenant manager)",
        response: { 200: storageCapacitySchema },
      },
    },
    async (request) => capacity.ofCaller(requireAuth(request)),
  );

  app.put(
    '/admin/tenants/:id/storage-quota',
    route(PLATFORM_ADMIN_PERMISSION, "Set a merchant's storage quota (null: the configured default)", {
      params: idParamsSchema,
      body: tenantStorageQuotaSchema,
      response: { 200: storageCapacitySchema },
    }),
    async (request) => capacity.setQuota(requireAuth(request), request.params.id, request.body.quota_bytes),
  );
};
