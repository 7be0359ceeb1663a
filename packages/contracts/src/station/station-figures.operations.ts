import { operation } from '../common/operation';
import { stationIdParamsSchema } from './station';
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
  stationOverviewSchema,
} from './station-figures';

/** Served by `station-figures.routes.ts`; OpenAPI tag: stations. */
export const stationFiguresOperations = {
  overview: operation({
    method: 'GET',
    path: '/stations/:id/overview',
    access: 'station:view',
    summary: 'Live power, energy, income, state and power curve',
    schema: { params: stationIdParamsSchema, reply: stationOverviewSchema },
  }),
  bms: operation({
    method: 'GET',
    path: '/stations/:id/bms',
    access: 'station:view',
    summary: 'Latest BMS data of the station',
    schema: { params: stationIdParamsSchema, reply: stationBmsSchema },
  }),
  home: operation({
    method: 'GET',
    path: '/home/summary',
    access: 'station:view',
    summary: "The caller's home page figures",
    schema: { reply: homeSummarySchema },
  }),
  countValue: operation({
    method: 'GET',
    path: '/out-group-mgmt/statistics/:tenant_id/users/:user_id/count-value',
    access: 'station:statistics',
    summary: "Aggregate of a property's latest values over the caller's devices",
    schema: { params: countValueParamsSchema, querystring: countValueQuerySchema, reply: countValueSchema },
  }),
  bigscreenRunning: operation({
    method: 'GET',
    path: '/out-wrapper/bigscreen/:dimension_id/IndustryES/running',
    access: 'station:statistics',
    summary: 'Stations by running state (tenant or one station)',
    schema: {
      params: bigscreenParamsSchema,
      querystring: bigscreenQuerySchema,
      reply: bigscreenRunningSchema,
    },
  }),
  bigscreenCount: operation({
    method: 'GET',
    path: '/out-wrapper/bigscreen/:dimension_id/IndustryES/count',
    access: 'station:statistics',
    summary: 'Station, device, capacity and energy counts',
    schema: { params: bigscreenParamsSchema, querystring: bigscreenQuerySchema, reply: bigscreenCountSchema },
  }),
};
