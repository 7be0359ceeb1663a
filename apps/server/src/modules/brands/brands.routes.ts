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

const tags = ['identity'];

export const brandsRoutes: FastifyPluginAsyncZod<{ brands: BrandService }> = async (app, { brands }) => {
  const routes = moduleRoutes(app, tags);
  routes.get('/control/brand', 'public', {
    summary: 'Branding of the host the page was loaded from',
    schema: { response: { 200: brandSchema } },
    handler: (_auth, request) => brands.forHost(request.hostname),
  });

  routes.get('/admin/brands', PLATFORM_ADMIN_PERMISSION, {
    summary: 'All host brands',
    schema: { response: { 200: adminBrandListSchema } },
    handler: async (auth) => ({ list: await brands.list(auth) }),
  });

  routes.post('/admin/brands', PLATFORM_ADMIN_PERMISSION, {
    summary: 'Add a host brand',
    schema: { body: brandInputSchema, response: { 201: adminBrandSchema } },
    handler: (auth, { body }) => brands.create(auth, body),
  });

  routes.put('/admin/brands/:id', PLATFORM_ADMIN_PERMISSION, {
    summary: 'Change a host brand',
    schema: { params: idParamsSchema, body: brandInputSchema, response: { 200: adminBrandSchema } },
    handler: (auth, { params, body }) => brands.update(auth, params.id, body),
  });

  routes.delete('/admin/brands/:id', PLATFORM_ADMIN_PERMISSION, {
    summary: 'Remove a host brand',
    schema: { params: idParamsSchema },
    status: 204,
    handler: (auth, { params }) => brands.remove(auth, params.id),
  });
};
