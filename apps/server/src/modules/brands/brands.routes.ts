import {
  adminBrandListSchema,
  adminBrandSchema,
  brandInputSchema,
  brandSchema,
  idParamsSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLATFORM_ADMIN_PERMISSION, requireAuth } from '../../platform/auth.plugin';
import type { BrandService } from './brand.service';
import { created, noContent, routeSpec } from '../../platform/route-spec';

const tags = ['identity'];
const route = routeSpec(tags);

export const brandsRoutes: FastifyPluginAsyncZod<{ brands: BrandService }> = async (app, { brands }) => {
  app.get(
    '/control/brand',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Branding of the host the page was loaded from',
        response: { 200: brandSchema },
      },
    },
    async (request) => brands.forHost(request.hostname),
  );

  app.get(
    '/admin/brands',
    route(PLATFORM_ADMIN_PERMISSION, 'All host brands', { response: { 200: adminBrandListSchema } }),
    async (request) => ({ list: await brands.list(requireAuth(request)) }),
  );

  app.post(
    '/admin/brands',
    route(PLATFORM_ADMIN_PERMISSION, 'Add a host brand', {
      body: brandInputSchema,
      response: { 201: adminBrandSchema },
    }),
    async (request, reply) => created(reply, brands.create(requireAuth(request), request.body)),
  );

  app.put(
    '/admin/brands/:id',
    route(PLATFORM_ADMIN_PERMISSION, 'Change a host brand', {
      params: idParamsSchema,
      body: brandInputSchema,
      response: { 200: adminBrandSchema },
    }),
    async (request) => brands.update(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/brands/:id',
    route(PLATFORM_ADMIN_PERMISSION, 'Remove a host brand', { params: idParamsSchema }),
    async (request, reply) => noContent(reply, brands.remove(requireAuth(request), request.params.id)),
  );
};
