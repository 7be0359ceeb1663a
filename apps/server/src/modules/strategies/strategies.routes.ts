import {
  stationStrategyInputSchema,
  stationStrategyPathSchema,
  stationStrategySchema,
  strategyDraftSchema,
  strategyGenerateSchema,
  strategyIdPathSchema,
  strategyInputSchema,
  strategyListQuerySchema,
  strategyListSchema,
  strategyBatchApplySchema,
  strategyBatchResultSchema,
  strategySchema,
  strategyStationsSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.plugin';
import type { StrategiesService } from './strategies.service';
import { created, noContent, routeSpec } from '../../platform/route-spec';

/** Strategies (docs/api/strategies.md). */
export const strategiesRoutes: FastifyPluginAsyncZod<{ strategies: StrategiesService }> = async (
  app,
  { strategies },
) => {
  const tags = ['strategies'];
  const route = routeSpec(tags);
  app.get(
    '/strategies',
    route('strategy:view', 'Strategies of the tenant, the default first', {
      querystring: strategyListQuerySchema,
      response: { 200: strategyListSchema },
    }),
    async (request) => strategies.list(requireAuth(request), request.query),
  );
  app.post(
    '/strategies',
    route('strategy:create', 'Create a strategy (at most 20; the default cannot be added)', {
      body: strategyInputSchema,
      response: { 201: strategySchema },
    }),
    async (request, reply) => created(reply, strategies.create(requireAuth(request), request.body)),
  );
  app.post(
    '/strategies/generate',
    route(
      'strategy:create',
      'Ranges generated from a price template (charge in valleys, discharge in peaks); not stored',
      { body: strategyGenerateSchema, response: { 200: strategyDraftSchema } },
    ),
    async (request) => strategies.generate(requireAuth(request), request.body),
  );
  app.get(
    '/strategies/:id',
    route('strategy:view', 'One strategy', {
      params: strategyIdPathSchema,
      response: { 200: strategySchema },
    }),
    async (request) => strategies.get(requireAuth(request), request.params.id),
  );
  app.put(
    '/strategies/:id',
    route('strategy:update', 'Replace a strategy (the default too)', {
      params: strategyIdPathSchema,
      body: strategyInputSchema,
      response: { 200: strategySchema },
    }),
    async (request) => strategies.update(requireAuth(request), request.params.id, request.body),
  );
  app.delete(
    '/strategies/:id',
    route(
      'strategy:delete',
      'Delete; refused while a station uses it (iot-strategy.10001) and for the default',
      { params: strategyIdPathSchema },
    ),
    async (request, reply) => noContent(reply, strategies.remove(requireAuth(request), request.params.id)),
  );

  app.post(
    '/strategies/:id/apply',
    {
      // Changing a station's strategy is a station update, as in PUT /stations/:id/strategy.
      config: { permission: 'station:update' },
      schema: {
        tags,
        summary:
          'Apply a strategy to many stations (1–100) and push it to each; a result per station (a station out of reach: its refusal code, untouched)',
        params: strategyIdPathSchema,
        body: strategyBatchApplySchema,
        response: { 200: strategyBatchResultSchema },
      },
    },
    async (request) => strategies.applyToStations(requireAuth(request), request.params.id, request.body),
  );
  app.get(
    '/strategies/:id/stations',
    route(
      'strategy:view',
      'The stations (in reach) that run a strategy, with the state of its push to each',
      { params: strategyIdPathSchema, response: { 200: strategyStationsSchema } },
    ),
    async (request) => strategies.stationsOf(requireAuth(request), request.params.id),
  );

  // ---- the strategy of a station ----
  app.get(
    '/stations/:id/strategy',
    route(
      'station:view',
      'The strategy a station runs, the state of its push (pending, applied, failed with a reason) and its history',
      { params: stationStrategyPathSchema, response: { 200: stationStrategySchema } },
    ),
    async (request) => strategies.ofStation(requireAuth(request), request.params.id),
  );
  app.put(
    '/stations/:id/strategy',
    route(
      'station:update',
      "Choose the strategy a station runs; it is pushed to the station's EMS and PCS (state pending until they acknowledge)",
      {
        params: stationStrategyPathSchema,
        body: stationStrategyInputSchema,
        response: { 200: stationStrategySchema },
      },
    ),
    async (request) => strategies.assign(requireAuth(request), request.params.id, request.body),
  );
  app.delete(
    '/stations/:id/strategy',
    route('station:update', 'Clear the strategy of a station', { params: stationStrategyPathSchema }),
    async (request, reply) => noContent(reply, strategies.unassign(requireAuth(request), request.params.id)),
  );
};
