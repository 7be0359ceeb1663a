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
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PricesService } from './prices.service';
import { moduleRoutes } from '../../platform/route-spec';

const TEMPLATES = '/out-group-mgmt/tenant/:tenant_id/group-price-template';

/** Price templates (docs/spec/B-operations.md §7, exact paths and fields) and station tariff versions (docs/api/prices.md). */
export const pricesRoutes: FastifyPluginAsyncZod<{ prices: PricesService }> = async (app, { prices }) => {
  const tags = ['prices'];
  const routes = moduleRoutes(app, tags);
  routes.get(TEMPLATES, 'price:view', {
    summary: 'Price templates of the tenant, paged, optionally by name',
    schema: {
      params: priceTemplatePathSchema,
      querystring: priceTemplateListQuerySchema,
      response: { 200: priceTemplateListSchema },
    },
    handler: (auth, { params, query }) => {
      prices.checkTenant(auth, params.tenant_id);
      return prices.list(auth, query);
    },
  });
  routes.post(TEMPLATES, 'price:create', {
    summary: 'Create a price template (name, remark, config)',
    schema: {
      params: priceTemplatePathSchema,
      body: priceTemplateInputSchema,
      response: { 201: priceTemplateSchema },
    },
    handler: (auth, { params, body }) => {
      prices.checkTenant(auth, params.tenant_id);
      return prices.create(auth, body);
    },
  });
  routes.get(`${TEMPLATES}/:id`, 'price:view', {
    summary: 'One price template',
    schema: { params: priceTemplateIdPathSchema, response: { 200: priceTemplateSchema } },
    handler: (auth, { params }) => {
      prices.checkTenant(auth, params.tenant_id);
      return prices.get(auth, params.id);
    },
  });
  routes.put(`${TEMPLATES}/:id`, 'price:update', {
    summary: 'Replace a price template (body as for POST)',
    schema: {
      params: priceTemplateIdPathSchema,
      body: priceTemplateInputSchema,
      response: { 200: priceTemplateSchema },
    },
    handler: (auth, { params, body }) => {
      prices.checkTenant(auth, params.tenant_id);
      return prices.update(auth, params.id, body);
    },
  });
  routes.delete(`${TEMPLATES}/:id`, 'price:delete', {
    summary: 'Delete a price template; refused (iot-price.10001) while a station uses it',
    schema: { params: priceTemplateIdPathSchema },
    status: 204,
    handler: async (auth, { params }) => {
      prices.checkTenant(auth, params.tenant_id);
      await prices.remove(auth, params.id);
    },
  });

  // ---- station tariff versions ----
  routes.get('/stations/:id/tariffs', 'station:view', {
    summary: "A station's tariff versions, newest first, with the one in force today",
    schema: { params: stationTariffPathSchema, response: { 200: stationTariffListSchema } },
    handler: (auth, { params }) => prices.tariffs(auth, params.id),
  });
  routes.post('/stations/:id/tariffs', 'station:update', {
    summary: 'Use a price template from a local date on (a version on the same date is replaced)',
    schema: {
      params: stationTariffPathSchema,
      body: stationTariffInputSchema,
      response: { 201: stationTariffSchema },
    },
    handler: (auth, { params, body }) => prices.setTariff(auth, params.id, body),
  });
  routes.delete('/stations/:id/tariffs/:tariff_id', 'station:update', {
    summary: 'Remove a tariff version',
    schema: { params: stationTariffIdPathSchema },
    status: 204,
    handler: (auth, { params }) => prices.removeTariff(auth, params.id, params.tariff_id),
  });
};
