import { stationsOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StationsService } from './stations.service';

/** Station calls (docs/api/stations.md). Spec paths keep "group" for a station and "things" for devices. */
export const stationsRoutes: FastifyPluginAsyncZod<{ stations: StationsService }> = async (
  app,
  { stations },
) => {
  // ---- stations ----
  bindOperations(app, ['stations'], stationsOperations, {
    list: (auth, { query }) => stations.list(auth, query),
    create: (auth, { body }) => stations.create(auth, body),
    get: (auth, { params }) => stations.get(auth, params.id),
    update: (auth, { params, body }) => stations.update(auth, params.id, body),
    delete: (auth, { params }) => stations.delete(auth, params.id),
    collect: (auth, { params }) => stations.collect(auth, params.id, true),
    uncollect: (auth, { params }) => stations.collect(auth, params.id, false),
    logs: (auth, { params, query }) => stations.logs(auth, params.id, query),
  });
};
