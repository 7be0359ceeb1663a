import { operation } from '../common/operation';
import {
  stationStrategyInputSchema,
  stationStrategyPathSchema,
  stationStrategySchema,
  strategyBatchApplySchema,
  strategyBatchResultSchema,
  strategyDraftSchema,
  strategyGenerateSchema,
  strategyIdPathSchema,
  strategyInputSchema,
  strategyListQuerySchema,
  strategyListSchema,
  strategySchema,
  strategyStationsSchema,
} from './strategies';

/** Served by `strategies.routes.ts`; OpenAPI tag: strategies. */
export const strategiesOperations = {
  list: operation({
    method: 'GET',
    path: '/strategies',
    access: 'strategy:view',
    summary: 'Strategies of the tenant, the default first',
    schema: { querystring: strategyListQuerySchema, reply: strategyListSchema },
  }),
  create: operation({
    method: 'POST',
    path: '/strategies',
    access: 'strategy:create',
    answer: 201,
    summary: 'Create a strategy (at most 20; the default cannot be added)',
    schema: { body: strategyInputSchema, reply: strategySchema },
  }),
  generate: operation({
    method: 'POST',
    path: '/strategies/generate',
    access: 'strategy:create',
    summary: 'Ranges generated from a price template (charge in valleys, discharge in peaks); not stored',
    schema: { body: strategyGenerateSchema, reply: strategyDraftSchema },
  }),
  get: operation({
    method: 'GET',
    path: '/strategies/:id',
    access: 'strategy:view',
    summary: 'One strategy',
    schema: { params: strategyIdPathSchema, reply: strategySchema },
  }),
  update: operation({
    method: 'PUT',
    path: '/strategies/:id',
    access: 'strategy:update',
    summary: 'Replace a strategy (the default too)',
    schema: { params: strategyIdPathSchema, body: strategyInputSchema, reply: strategySchema },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/strategies/:id',
    access: 'strategy:delete',
    answer: 204,
    summary: 'Delete; refused while a station uses it (iot-strategy.10001) and for the default',
    schema: { params: strategyIdPathSchema },
  }),
  // Changing a station's strategy is a station update, as in PUT /stations/:id/strategy.
  applyToStations: operation({
    method: 'POST',
    path: '/strategies/:id/apply',
    access: 'station:update',
    summary:
      'Apply a strategy to many stations (1–100) and push it to each; a result per station (a station out of reach: its refusal code, untouched)',
    schema: {
      params: strategyIdPathSchema,
      body: strategyBatchApplySchema,
      reply: strategyBatchResultSchema,
    },
  }),
  stationsOf: operation({
    method: 'GET',
    path: '/strategies/:id/stations',
    access: 'strategy:view',
    summary: 'The stations (in reach) that run a strategy, with the state of its push to each',
    schema: { params: strategyIdPathSchema, reply: strategyStationsSchema },
  }),
  ofStation: operation({
    method: 'GET',
    path: '/stations/:id/strategy',
    access: 'station:view',
    summary:
      'The strategy a station runs, the state of its push (pending, applied, failed with a reason) and its history',
    schema: { params: stationStrategyPathSchema, reply: stationStrategySchema },
  }),
  assign: operation({
    method: 'PUT',
    path: '/stations/:id/strategy',
    access: 'station:update',
    summary:
      "Choose the strategy a station runs; it is pushed to the station's EMS and PCS (state pending until they acknowledge)",
    schema: {
      params: stationStrategyPathSchema,
      body: stationStrategyInputSchema,
      reply: stationStrategySchema,
    },
  }),
  unassign: operation({
    method: 'DELETE',
    path: '/stations/:id/strategy',
    access: 'station:update',
    answer: 204,
    summary: 'Clear the strategy of a station',
    schema: { params: stationStrategyPathSchema },
  }),
};
