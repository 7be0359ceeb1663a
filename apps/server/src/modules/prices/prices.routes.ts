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
  const routes = moduleRoutes(app, ['prices'], { ownPathIds: true });
  routes.get(TEMPLATES, 'price:view', {
    schema: {
      params: priceTemplatePathSchema,
      querystring: priceTemplateListQuerySchema,
      reply: priceTemplateListSchema,
    },
    summary: 'Price templates of the tenant, paged, optionally by name',
    handler: (auth, { query }) => prices.list(auth, query),
  });
  routes.created.post(TEMPLATES, 'price:create', {
    schema: { params: priceTemplatePathSchema, body: priceTemplateInputSchema, reply: priceTemplateSchema },
    summary: 'Create a price template (name, remark, config)',
    handler: (auth, { body }) => prices.create(auth, body),
  });
  routes.get(`${TEMPLATES}/:id`, 'price:view', {
    schema: { params: priceTemplateIdPathSchema, reply: priceTemplateSchema },
    summary: 'One price template',
    handler: (auth, { params }) => prices.get(auth, params.id),
  });
  routes.put(`${TEMPLATES}/:id`, 'price:update', {
    schema: { params: priceTemplateIdPathSchema, body: priceTemplateInputSchema, reply: priceTemplateSchema },
    summary: 'Replace a price template (body as for POST)',
    handler: (auth, { params, body }) => prices.update(auth, params.id, body),
  });
  routes.noContent.delete(`${TEMPLATES}/:id`, 'price:delete', {
    schema: { params: priceTemplateIdPathSchema },
    summary: 'Delete a price template; refused (iot-price.10001) while a station uses it',
    handler: (auth, { params }) => prices.remove(auth, params.id),
  });

  // ---- station tariff versions ----
  routes.get('/stations/:id/tariffs', 'station:view', {
    schema: { params: stationTariffPathSchema, reply: stationTariffListSchema },
    summary: "A station's tariff versions, newest first, with the one in force today",
    handler: (auth, { params }) => prices.tariffs(auth, params.id),
  });
  routes.created.post('/stations/:id/tariffs', 'station:update', {
    schema: { params: stationTariffPathSchema, body: stationTariffInputSchema, reply: stationTariffSchema },
    summary: 'Use a price template from a local date on (a version on the same date is replaced)',
    handler: (auth, { params, body }) => prices.setTariff(auth, params.id, body),
  });
  routes.noContent.delete('/stations/:id/tariffs/:tariff_id', 'station:update', {
    schema: { params: stationTariffIdPathSchema },
    summary: 'Remove a tariff version',
    handler: (auth, { params }) => prices.removeTariff(auth, params.id, params.tariff_id),
  });
};
