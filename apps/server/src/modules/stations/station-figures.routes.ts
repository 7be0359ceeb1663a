import {
  bigscreenCountSchema,
  bigscreenParamsSchema,
  bigscreenQuerySchema,
  bigscreenRunningSchema,
  countValueParamsSchema,
  countValueQuerySchema,
  countValueSchema,
  homeSummarySchema,
  stationBmsSchema,
  stationIdParamsSchema,
  stationOverviewSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StationFiguresService } from './station-figures.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Station figure calls: overview, BMS, home, count-value, big screen (docs/api/stations.md). */
export const stationFiguresRoutes: FastifyPluginAsyncZod<{ figures: StationFiguresService }> = async (
  app,
  { figures },
) => {
  const routes = moduleRoutes(app, ['stations'], { ownPathIds: true });
  const byId = stationIdParamsSchema;

  routes.get('/stations/:id/overview', 'station:view', {
    schema: { params: byId, reply: stationOverviewSchema },
    summary: 'Live power, energy, income, state and power curve',
    handler: (auth, { params }) => figures.overview(auth, params.id),
  });
  routes.get('/stations/:id/bms', 'station:view', {
    schema: { params: byId, reply: stationBmsSchema },
    summary: 'Latest BMS data of the station',
    handler: (auth, { params }) => figures.bms(auth, params.id),
  });
  routes.get('/home/summary', 'station:view', {
    schema: { reply: homeSummarySchema },
    summary: "The caller's home page figures",
    handler: (auth) => figures.home(auth),
  });

  routes.get('/out-group-mgmt/statistics/:tenant_id/users/:user_id/count-value', 'station:statistics', {
    schema: { params: countValueParamsSchema, querystring: countValueQuerySchema, reply: countValueSchema },
    summary: "Aggregate of a property's latest values over the caller's devices",
    handler: (auth, { query }) => figures.countValue(auth, query),
  });
  routes.get('/out-wrapper/bigscreen/:dimension_id/IndustryES/running', 'station:statistics', {
    schema: {
      params: bigscreenParamsSchema,
      querystring: bigscreenQuerySchema,
      reply: bigscreenRunningSchema,
    },
    summary: 'Stations by running state (tenant or one station)',
    handler: (auth, { params, query }) =>
      figures.bigscreenRunning(auth, params.dimension_id, query.statistical_dimension),
  });
  routes.get('/out-wrapper/bigscreen/:dimension_id/IndustryES/count', 'station:statistics', {
    schema: { params: bigscreenParamsSchema, querystring: bigscreenQuerySchema, reply: bigscreenCountSchema },
    summary: 'Station, device, capacity and energy counts',
    handler: (auth, { params, query }) =>
      figures.bigscreenCount(auth, params.dimension_id, query.statistical_dimension),
  });
};
