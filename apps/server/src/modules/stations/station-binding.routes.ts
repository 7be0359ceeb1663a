import { stationBindingOperations, stationBindOperations } from '@ies/contracts';
import { bindOperations, bindPerName } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StationBindingService } from './station-binding.service';

/** Device binding calls; the spec's group paths keep "group" for a station and "things" for devices. */
export const stationBindingRoutes: FastifyPluginAsyncZod<{ binding: StationBindingService }> = async (
  app,
  { binding },
) => {
  bindPerName(
    app,
    ['stations'],
    stationBindOperations,
    () =>
      (auth, { params, body }) =>
        binding.bind(auth, params.group_id, body),
    { ownPathIds: true },
  );
  bindOperations(
    app,
    ['stations'],
    stationBindingOperations,
    {
      unbind: (auth, { params, body }) => binding.unbind(auth, params.group_id, body.things_ids),
      setExtInfo: (auth, { params, body }) =>
        binding.setExtInfo(auth, params.group_id, params.things_id, body),
      things: (auth, { params, query }) => binding.things(auth, params.group_id, query),
      thingsWithoutPage: (auth, { params, query }) => binding.thingsWithoutPage(auth, params.group_id, query),
    },
    { ownPathIds: true },
  );
};
