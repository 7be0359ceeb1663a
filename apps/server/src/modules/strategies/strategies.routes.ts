import { strategiesOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StrategiesService } from './strategies.service';

/** Strategies (docs/api/strategies.md). */
export const strategiesRoutes: FastifyPluginAsyncZod<{ strategies: StrategiesService }> = async (
  app,
  { strategies },
) => {
  bindOperations(app, ['strategies'], strategiesOperations, {
    list: (auth, { query }) => strategies.list(auth, query),
    create: (auth, { body }) => strategies.create(auth, body),
    generate: (auth, { body }) => strategies.generate(auth, body),
    get: (auth, { params }) => strategies.get(auth, params.id),
    update: (auth, { params, body }) => strategies.update(auth, params.id, body),
    remove: (auth, { params }) => strategies.remove(auth, params.id),
    applyToStations: (auth, { params, body }) => strategies.applyToStations(auth, params.id, body),
    stationsOf: (auth, { params }) => strategies.stationsOf(auth, params.id),
    ofStation: (auth, { params }) => strategies.ofStation(auth, params.id),
    assign: (auth, { params, body }) => strategies.assign(auth, params.id, body),
    unassign: (auth, { params }) => strategies.unassign(auth, params.id),
  });
};
