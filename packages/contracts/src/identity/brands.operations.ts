import { operation } from '../common/operation';
import {
  adminBrandListSchema,
  adminBrandSchema,
  brandInputSchema,
  brandSchema,
  idParamsSchema,
} from './identity';

/** Served by `brands.routes.ts`; OpenAPI tag: identity. */
export const brandsOperations = {
  forHost: operation({
    method: 'GET',
    path: '/control/brand',
    access: 'public',
    summary: 'Branding of the host the page was loaded from',
    schema: { reply: brandSchema },
  }),
  list: operation({
    method: 'GET',
    path: '/admin/brands',
    access: 'platform:admin',
    summary: 'All host brands',
    schema: { reply: adminBrandListSchema },
  }),
  create: operation({
    method: 'POST',
    path: '/admin/brands',
    access: 'platform:admin',
    answer: 201,
    summary: 'Add a host brand',
    schema: { body: brandInputSchema, reply: adminBrandSchema },
  }),
  update: operation({
    method: 'PUT',
    path: '/admin/brands/:id',
    access: 'platform:admin',
    summary: 'Change a host brand',
    schema: { params: idParamsSchema, body: brandInputSchema, reply: adminBrandSchema },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/admin/brands/:id',
    access: 'platform:admin',
    answer: 204,
    summary: 'Remove a host brand',
    schema: { params: idParamsSchema },
  }),
};
