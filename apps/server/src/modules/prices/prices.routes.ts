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
import { requireAuth } from '../../platform/auth.plugin';
import type { PricesService } from './prices.service';
import { created, noContent, routeSpec } from '../../platform/route-spec';

const TEMPLATES = '/out-group-mgmt/tenant/:tenant_id/group-price-template';

/** Price templates (docs/spec/B-operations.md §7, exact paths and fields) and station tariff versions (docs/api/prices.md). */
export const pricesRoutes: FastifyPluginAsyncZod<{ prices: PricesService }> = async (app, { prices }) => {
  const tags = ['prices'];
  const route = routeSpec(tags);
  app.get(
    TEMPLATES,
    route('price:view', 'Price templates of the tenant, paged, optionally by name', {
      params: priceTemplatePathSchema,
      querystring: priceTemplateListQuerySchema,
      response: { 200: priceTemplateListSchema },
    }),
    async (request) => {
      const auth = requireAuth(request);
      prices.checkTenant(auth, request.params.tenant_id);
      return prices.list(auth, request.query);
    },
  );
  app.post(
    TEMPLATES,
    route('price:create', 'Create a price template (name, remark, config)', {
      params: priceTemplatePathSchema,
      body: priceTemplateInputSchema,
      response: { 201: priceTemplateSchema },
    }),
    async (request, reply) => {
      const auth = requireAuth(request);
      prices.checkTenant(auth, request.params.tenant_id);
      return created(reply, prices.create(auth, request.body));
    },
  );
  app.get(
    `${TEMPLATES}/:id`,
    route('price:view', 'One price template', {
      params: priceTemplateIdPathSchema,
      response: { 200: priceTemplateSchema },
    }),
    async (request) => {
      const auth = requireAuth(request);
      prices.checkTenant(auth, request.params.tenant_id);
      return prices.get(auth, request.params.id);
    },
  );
  app.put(
    `${TEMPLATES}/:id`,
    route('price:update', 'Replace a price template (body as for POST)', {
      params: priceTemplateIdPathSchema,
      body: priceTemplateInputSchema,
      response: { 200: priceTemplateSchema },
    }),
    async (request) => {
      const auth = requireAuth(request);
      prices.checkTenant(auth, request.params.tenant_id);
      return prices.update(auth, request.params.id, request.body);
    },
  );
  app.delete(
    `${TEMPLATES}/:id`,
    route('price:delete', 'Delete a price template; refused (iot-price.10001) while a station uses it', {
      params: priceTemplateIdPathSchema,
    }),
    async (request, reply) => {
      const auth = requireAuth(request);
      prices.checkTenant(auth, request.params.tenant_id);
      await prices.remove(auth, request.params.id);
      return reply.status(204).send();
    },
  );

  // ---- station tariff versions ----
  app.get(
    '/stations/:id/tariffs',
    route('station:view', "A station's tariff versions, newest first, with the one in force today", {
      params: stationTariffPathSchema,
      response: { 200: stationTariffListSchema },
    }),
    async (request) => prices.tariffs(requireAuth(request), request.params.id),
  );
  app.post(
    '/stations/:id/tariffs',
    route(
      'station:update',
      'Use a price template from a local date on (a version on the same date is replaced)',
      {
        params: stationTariffPathSchema,
        body: stationTariffInputSchema,
        response: { 201: stationTariffSchema },
      },
    ),
    async (request, reply) =>
      created(reply, prices.setTariff(requireAuth(request), request.params.id, request.body)),
  );
  app.delete(
    '/stations/:id/tariffs/:tariff_id',
    route('station:update', 'Remove a tariff version', { params: stationTariffIdPathSchema }),
    async (request, reply) =>
      noContent(
        reply,
        prices.removeTariff(requireAuth(request), request.params.id, request.params.tariff_id),
      ),
  );
};
