import { stationRecalcOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StationRecalcService } from './station-recalc.service';

/** Recalculation calls (the spec's group paths, docs/api/stations.md). */
export const stationRecalcRoutes: FastifyPluginAsyncZod<{ recalc: StationRecalcService }> = async (
  app,
  { recalc },
) => {
  bindOperations(
    app,
    ['stations'],
    stationRecalcOperations,
    {
      recalculate: (auth, { params, body }) => recalc.recalculate(auth, params.group_id, body),
      recalculations: (auth, { params }) => recalc.recalculations(auth, params.group_id),
    },
    { ownPathIds: true },
  );
};
