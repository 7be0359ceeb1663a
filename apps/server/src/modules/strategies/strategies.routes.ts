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
import type { StrategiesService } from './strategies.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Strategies (docs/api/strategies.md). */
export const strategiesRoutes: FastifyPluginAsyncZod<{ strategies: StrategiesService }> = async (
  app,
  { strategies },
) => {
  const routes = moduleRoutes(app, ['strategies']);
  routes.get('/strategies', 'strategy:view', {
    schema: { querystring: strategyListQuerySchema, reply: strategyListSchema },
    summary: 'Strategies of the tenant, the default first',
    handler: (auth, { query }) => strategies.list(auth, query),
  });
  routes.created.post('/strategies', 'strategy:create', {
    schema: { body: strategyInputSchema, reply: strategySchema },
    summary: 'Create a strategy (at most 20; the default cannot be added)',
    handler: (auth, { body }) => strategies.create(auth, body),
  });
  routes.post('/strategies/generate', 'strategy:create', {
    schema: { body: strategyGenerateSchema, reply: strategyDraftSchema },
    summary: 'Ranges generated from a price template (charge in valleys, discharge in peaks); not stored',
    handler: (auth, { body }) => strategies.generate(auth, body),
  });
  routes.get('/strategies/:id', 'strategy:view', {
    schema: { params: strategyIdPathSchema, reply: strategySchema },
    summary: 'One strategy',
    handler: (auth, { params }) => strategies.get(auth, params.id),
  });
  routes.put('/strategies/:id', 'strategy:update', {
    schema: { params: strategyIdPathSchema, body: strategyInputSchema, reply: strategySchema },
    summary: 'Replace a strategy (the default too)',
    handler: (auth, { params, body }) => strategies.update(auth, params.id, body),
  });
  routes.noContent.delete('/strategies/:id', 'strategy:delete', {
    schema: { params: strategyIdPathSchema },
    summary: 'Delete; refused while a station uses it (iot-strategy.10001) and for the default',
    handler: (auth, { params }) => strategies.remove(auth, params.id),
  });

  routes.post('/strategies/:id/apply', 'station:update', {
    // Changing a station's strategy is a station update, as in PUT /stations/:id/strategy.
    schema: {
      params: strategyIdPathSchema,
      body: strategyBatchApplySchema,
      reply: strategyBatchResultSchema,
    },
    summary:
      'Apply a strategy to many stations (1–100) and push it to each; a result per station (a station out of reach: its refusal code, untouched)',
    handler: (auth, { params, body }) => strategies.applyToStations(auth, params.id, body),
  });
  routes.get('/strategies/:id/stations', 'strategy:view', {
    schema: { params: strategyIdPathSchema, reply: strategyStationsSchema },
    summary: 'The stations (in reach) that run a strategy, with the state of its push to each',
    handler: (auth, { params }) => strategies.stationsOf(auth, params.id),
  });

  // ---- the strategy of a station ----
  routes.get('/stations/:id/strategy', 'station:view', {
    schema: { params: stationStrategyPathSchema, reply: stationStrategySchema },
    summary:
      'The strategy a station runs, the state of its push (pending, applied, failed with a reason) and its history',
    handler: (auth, { params }) => strategies.ofStation(auth, params.id),
  });
  routes.put('/stations/:id/strategy', 'station:update', {
    schema: {
      params: stationStrategyPathSchema,
      body: stationStrategyInputSchema,
      reply: stationStrategySchema,
    },
    summary:
      "Choose the strategy a station runs; it is pushed to the station's EMS and PCS (state pending until they acknowledge)",
    handler: (auth, { params, body }) => strategies.assign(auth, params.id, body),
  });
  routes.noContent.delete('/stations/:id/strategy', 'station:update', {
    schema: { params: stationStrategyPathSchema },
    summary: 'Clear the strategy of a station',
    handler: (auth, { params }) => strategies.unassign(auth, params.id),
  });
};
