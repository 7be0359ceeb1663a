import { pricesOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PricesService } from './prices.service';

/** Price templates (docs/spec/B-operations.md §7, exact paths and fields) and station tariff versions (docs/api/prices.md). */
export const pricesRoutes: FastifyPluginAsyncZod<{ prices: PricesService }> = async (app, { prices }) => {
  bindOperations(app, ['prices'], pricesOperations, {
    list: (auth, { query }) => prices.list(auth, query),
    create: (auth, { body }) => prices.create(auth, body),
    get: (auth, { params }) => prices.get(auth, params.id),
    update: (auth, { params, body }) => prices.update(auth, params.id, body),
    remove: (auth, { params }) => prices.remove(auth, params.id),
    tariffs: (auth, { params }) => prices.tariffs(auth, params.id),
    setTariff: (auth, { params, body }) => prices.setTariff(auth, params.id, body),
    removeTariff: (auth, { params }) => prices.removeTariff(auth, params.id, params.tariff_id),
  });
};
