import { operation } from './operation';
import {
  priceTemplateIdPathSchema,
  priceTemplateInputSchema,
  priceTemplateListQuerySchema,
  priceTemplateListSchema,
  priceTemplatePathSchema,
  priceTemplateSchema,
  stationTariffIdPathSchema,
  stationTariffInputSchema,
  stationTariffListSchema,
  stationTariffPathSchema,
  stationTariffSchema,
} from '../api/prices';

/** Served by `prices.routes.ts`; OpenAPI tag: prices. */
export const pricesOperations = {
  list: operation({
    method: 'GET',
    path: '/out-group-mgmt/tenant/:tenant_id/group-price-template',
    access: 'price:view',
    summary: 'Price templates of the tenant, paged, optionally by name',
    schema: {
      params: priceTemplatePathSchema,
      querystring: priceTemplateListQuerySchema,
      reply: priceTemplateListSchema,
    },
  }),
  create: operation({
    method: 'POST',
    path: '/out-group-mgmt/tenant/:tenant_id/group-price-template',
    access: 'price:create',
    answer: 201,
    summary: 'Create a price template (name, remark, config)',
    schema: { params: priceTemplatePathSchema, body: priceTemplateInputSchema, reply: priceTemplateSchema },
  }),
  get: operation({
    method: 'GET',
    path: '/out-group-mgmt/tenant/:tenant_id/group-price-template/:id',
    access: 'price:view',
    summary: 'One price template',
    schema: { params: priceTemplateIdPathSchema, reply: priceTemplateSchema },
  }),
  update: operation({
    method: 'PUT',
    path: '/out-group-mgmt/tenant/:tenant_id/group-price-template/:id',
    access: 'price:update',
    summary: 'Replace a price template (body as for POST)',
    schema: { params: priceTemplateIdPathSchema, body: priceTemplateInputSchema, reply: priceTemplateSchema },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/out-group-mgmt/tenant/:tenant_id/group-price-template/:id',
    access: 'price:delete',
    answer: 204,
    summary: 'Delete a price template; refused (iot-price.10001) while a station uses it',
    schema: { params: priceTemplateIdPathSchema },
  }),
  tariffs: operation({
    method: 'GET',
    path: '/stations/:id/tariffs',
    access: 'station:view',
    summary: "A station's tariff versions, newest first, with the one in force today",
    schema: { params: stationTariffPathSchema, reply: stationTariffListSchema },
  }),
  setTariff: operation({
    method: 'POST',
    path: '/stations/:id/tariffs',
    access: 'station:update',
    answer: 201,
    summary: 'Use a price template from a local date on (a version on the same date is replaced)',
    schema: { params: stationTariffPathSchema, body: stationTariffInputSchema, reply: stationTariffSchema },
  }),
  removeTariff: operation({
    method: 'DELETE',
    path: '/stations/:id/tariffs/:tariff_id',
    access: 'station:update',
    answer: 204,
    summary: 'Remove a tariff version',
    schema: { params: stationTariffIdPathSchema },
  }),
};
