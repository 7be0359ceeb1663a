import {
  adminBrandListSchema,
  adminBrandSchema,
  brandInputSchema,
  brandSchema,
  idParamsSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLATFORM_ADMIN_PERMISSION } from '../../platform/auth.plugin';
import type { BrandService } from './brand.service';
import { moduleRoutes } from '../../platform/route-spec';

export const brandsRoutes: FastifyPluginAsyncZod<{ brands: BrandService }> = async (app, { brands }) => {
  const routes = moduleRoutes(app, ['identity']);
  routes.get('/control/brand', 'public', {
    schema: { reply: brandSchema },
    summary: 'Branding of the host the page was loaded from',
    handler: (_auth, request) => brands.forHost(request.hostname),
  });

  routes.get('/admin/brands', PLATFORM_ADMIN_PERMISSION, {
    schema: { reply: adminBrandListSchema },
    summary: 'All host brands',
    handler: async (auth) => ({ list: await brands.list(auth) }),
  });

  routes.created.post('/admin/brands', PLATFORM_ADMIN_PERMISSION, {
    schema: { body: brandInputSchema, reply: adminBrandSchema },
    summary: 'Add a host brand',
    handler: (auth, { body }) => brands.create(auth, body),
  });

  routes.put('/admin/brands/:id', PLATFORM_ADMIN_PERMISSION, {
    schema: { params: idParamsSchema, body: brandInputSchema, reply: adminBrandSchema },
    summary: 'Change a host brand',
    handler: (auth, { params, body }) => brands.update(auth, params.id, body),
  });

  routes.noContent.delete('/admin/brands/:id', PLATFORM_ADMIN_PERMISSION, {
    schema: { params: idParamsSchema },
    summary: 'Remove a host brand',
    handler: (auth, { params }) => brands.remove(auth, params.id),
  });
};
