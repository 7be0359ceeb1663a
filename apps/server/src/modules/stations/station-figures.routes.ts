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
import { checkPath } from './station-kit';
import type { StationFiguresService } from './station-figures.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Station figure calls: overview, BMS, home, count-value, big screen (docs/api/stations.md). */
export const stationFiguresRoutes: FastifyPluginAsyncZod<{ figures: StationFiguresService }> = async (
  app,
  { figures },
) => {
  const tags = ['stations'];
  const routes = moduleRoutes(app, tags);
  const byId = stationIdParamsSchema;

  routes.get('/stations/:id/overview', 'station:view', {
    summary: 'Live power, energy, income, state and power curve',
    schema: { params: byId, response: { 200: stationOverviewSchema } },
    handler: (auth, { params }) => figures.overview(auth, params.id),
  });
  routes.get('/stations/:id/bms', 'station:view', {
    summary: 'Latest BMS data of the station',
    schema: { params: byId, response: { 200: stationBmsSchema } },
    handler: (auth, { params }) => figures.bms(auth, params.id),
  });
  routes.get('/home/summary', 'station:view', {
    summary: "The caller's home page figures",
    schema: { response: { 200: homeSummarySchema } },
    handler: (auth) => figures.home(auth),
  });

  routes.get('/out-group-mgmt/statistics/:tenant_id/users/:user_id/count-value', 'station:statistics', {
    summary: "Aggregate of a property's latest values over the caller's devices",
    schema: {
      params: countValueParamsSchema,
      querystring: countValueQuerySchema,
      response: { 200: countValueSchema },
    },
    handler: (auth, { params, query }) => {
      checkPath(auth, params);
      return figures.countValue(auth, query);
    },
  });
  routes.get('/out-wrapper/bigscreen/:dimension_id/IndustryES/running', 'station:statistics', {
    summary: 'Stations by running state (tenant or one station)',
    schema: {
      params: bigscreenParamsSchema,
      querystring: bigscreenQuerySchema,
      response: { 200: bigscreenRunningSchema },
    },
    handler: (auth, { params, query }) =>
      figures.bigscreenRunning(auth, params.dimension_id, query.statistical_dimension),
  });
  routes.get('/out-wrapper/bigscreen/:dimension_id/IndustryES/count', 'station:statistics', {
    summary: 'Station, device, capacity and energy counts',
    schema: {
      params: bigscreenParamsSchema,
      querystring: bigscreenQuerySchema,
      response: { 200: bigscreenCountSchema },
    },
    handler: (auth, { params, query }) =>
      figures.bigscreenCount(auth, params.dimension_id, query.statistical_dimension),
  });
};
