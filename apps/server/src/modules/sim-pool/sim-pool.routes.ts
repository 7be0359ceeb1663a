import { simPoolOperations } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bindOperations } from '../../platform/operation-routes';
import type { SimPoolService } from './sim-pool.service';

/** SIM pools and their cards (docs/sim-pool.md). */
export const simPoolRoutes: FastifyPluginAsyncZod<{ pools: SimPoolService }> = async (app, { pools }) => {
  bindOperations(app, ['sim-pool'], simPoolOperations, {
    list: (auth) => pools.list(auth),
    create: (auth, { body }) => pools.create(auth, body),
    get: (auth, { params }) => pools.get(auth, params.id),
    update: (auth, { params, body }) => pools.update(auth, params.id, body),
    remove: (auth, { params }) => pools.remove(auth, params.id),
    sync: (auth, { params }) => pools.syncNow(auth, params.id),
    cards: (auth, { params }) => pools.cards(auth, params.id),
    linkCard: (auth, { params, body }) => pools.linkCard(auth, params.id, params.card_id, body),
  });
};
