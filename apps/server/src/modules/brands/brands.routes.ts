import { brandsOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BrandService } from './brand.service';

export const brandsRoutes: FastifyPluginAsyncZod<{ brands: BrandService }> = async (app, { brands }) => {
  bindOperations(app, ['identity'], brandsOperations, {
    forHost: (_auth, request) => brands.forHost(request.hostname),
    list: async (auth) => ({ list: await brands.list(auth) }),
    create: (auth, { body }) => brands.create(auth, body),
    update: (auth, { params, body }) => brands.update(auth, params.id, body),
    remove: (auth, { params }) => brands.remove(auth, params.id),
  });
};
