import { timedStrategiesOperations } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bindOperations } from '../../platform/operation-routes';
import type { TimedStrategiesService } from './timed-strategies.service';

/** The station detail's timed strategies and their run log. */
export const timedStrategiesRoutes: FastifyPluginAsyncZod<{ strategies: TimedStrategiesService }> = async (
  app,
  { strategies },
) => {
  bindOperations(app, ['timed-strategies'], timedStrategiesOperations, {
    list: (auth, { params, query }) => strategies.list(auth, params.station_id, query),
    create: (auth, { params, body }) => strategies.create(auth, params.station_id, body),
    get: (auth, { params }) => strategies.get(auth, params.station_id, params.id),
    update: (auth, { params, body }) => strategies.update(auth, params.station_id, params.id, body),
    setEnabled: (auth, { params, body }) =>
      strategies.setEnabled(auth, params.station_id, params.id, body.enabled),
    remove: (auth, { params }) => strategies.remove(auth, params.station_id, params.id),
    logs: (auth, { params, query }) => strategies.logs(auth, params.station_id, query),
  });
};
