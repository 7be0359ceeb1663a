import { stationFiguresOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StationFiguresService } from './station-figures.service';

/** Station figure calls: overview, BMS, home, count-value, big screen (docs/api/stations.md). */
export const stationFiguresRoutes: FastifyPluginAsyncZod<{ figures: StationFiguresService }> = async (
  app,
  { figures },
) => {
  bindOperations(
    app,
    ['stations'],
    stationFiguresOperations,
    {
      overview: (auth, { params }) => figures.overview(auth, params.id),
      bms: (auth, { params }) => figures.bms(auth, params.id),
      home: (auth) => figures.home(auth),
      countValue: (auth, { query }) => figures.countValue(auth, query),
      bigscreenRunning: (auth, { params, query }) =>
        figures.bigscreenRunning(auth, params.dimension_id, query.statistical_dimension),
      bigscreenCount: (auth, { params, query }) =>
        figures.bigscreenCount(auth, params.dimension_id, query.statistical_dimension),
    },
    { ownPathIds: true },
  );
};
