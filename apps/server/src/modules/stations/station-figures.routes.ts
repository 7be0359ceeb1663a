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
import { requireAuth } from '../../platform/auth.plugin';
import { checkPath } from './station-kit';
import type { StationFiguresService } from './station-figures.service';
import { routeSpec } from '../../platform/route-spec';

/** Station figure calls: overview, BMS, home, count-value, big screen (docs/api/stations.md). */
export const stationFiguresRoutes: FastifyPluginAsyncZod<{ figures: StationFiguresService }> = async (
  app,
  { figures },
) => {
  const tags = ['stations'];
  const route = routeSpec(tags);
  const byId = stationIdParamsSchema;

  app.get(
    '/stations/:id/overview',
    route('station:view', 'Live power, energy, income, state and power curve', {
      params: byId,
      response: { 200: stationOverviewSchema },
    }),
    async (request) => figures.overview(requireAuth(request), request.params.id),
  );
  app.get(
    '/stations/:id/bms',
    route('station:view', 'Latest BMS data of the station', {
      params: byId,
      response: { 200: stationBmsSchema },
    }),
    async (request) => figures.bms(requireAuth(request), request.params.id),
  );
  app.get(
    '/home/summary',
    route('station:view', "The caller's home page figures", { response: { 200: homeSummarySchema } }),
    async (request) => figures.home(requireAuth(request)),
  );

  app.get(
    '/out-group-mgmt/statistics/:tenant_id/users/:user_id/count-value',
    route('station:statistics', "Aggregate of a property's latest values over the caller's devices", {
      params: countValueParamsSchema,
      querystring: countValueQuerySchema,
      response: { 200: countValueSchema },
    }),
    async (request) => {
      const auth = requireAuth(request);
      checkPath(auth, request.params);
      return figures.countValue(auth, request.query);
    },
  );
  app.get(
    '/out-wrapper/bigscreen/:dimension_id/IndustryES/running',
    route('station:statistics', 'Stations by running state (tenant or one station)', {
      params: bigscreenParamsSchema,
      querystring: bigscreenQuerySchema,
      response: { 200: bigscreenRunningSchema },
    }),
    async (request) =>
      figures.bigscreenRunning(
        requireAuth(request),
        request.params.dimension_id,
        request.query.statistical_dimension,
      ),
  );
  app.get(
    '/out-wrapper/bigscreen/:dimension_id/IndustryES/count',
    route('station:statistics', 'Station, device, capacity and energy counts', {
      params: bigscreenParamsSchema,
      querystring: bigscreenQuerySchema,
      response: { 200: bigscreenCountSchema },
    }),
    async (request) =>
      figures.bigscreenCount(
        requireAuth(request),
        request.params.dimension_id,
        request.query.statistical_dimension,
      ),
  );
};
