import type { ErrorCode } from '../common/error-types';
import { operation } from '../common/operation';
import {
  stationCreateSchema,
  stationIdParamsSchema,
  stationListQuerySchema,
  stationListSchema,
  stationLogListSchema,
  stationLogQuerySchema,
  stationSchema,
  stationUpdateSchema,
} from './station';

// The station service's own failures (apps/server/src/modules/stations/stations.service.ts).
const NAME_TAKEN = 'iot-station.10001' satisfies ErrorCode;
const NOT_A_STATION_PICTURE = 'iot-station.10007' satisfies ErrorCode;

/** Served by `stations.routes.ts`; OpenAPI tag: stations. */
export const stationsOperations = {
  list: operation({
    method: 'GET',
    path: '/stations',
    access: 'station:view',
    summary: 'Stations, favourites first, paged',
    schema: { querystring: stationListQuerySchema, reply: stationListSchema },
  }),
  create: operation({
    method: 'POST',
    path: '/stations',
    access: 'station:create',
    answer: 201,
    summary: 'Create a station',
    errors: [NAME_TAKEN, 'iot-station.10002', NOT_A_STATION_PICTURE],
    schema: { body: stationCreateSchema, reply: stationSchema },
  }),
  get: operation({
    method: 'GET',
    path: '/stations/:id',
    access: 'station:view',
    summary: 'A station',
    schema: { params: stationIdParamsSchema, reply: stationSchema },
  }),
  update: operation({
    method: 'PUT',
    path: '/stations/:id',
    access: 'station:update',
    summary: 'Edit a station (absent fields stay)',
    errors: [NAME_TAKEN, NOT_A_STATION_PICTURE],
    schema: { params: stationIdParamsSchema, body: stationUpdateSchema, reply: stationSchema },
  }),
  delete: operation({
    method: 'DELETE',
    path: '/stations/:id',
    access: 'station:delete',
    answer: 204,
    summary: 'Delete a station without devices or sub-systems',
    errors: ['iot-station.10003', 'iot-station.10004'],
    schema: { params: stationIdParamsSchema },
  }),
  collect: operation({
    method: 'PUT',
    path: '/stations/:id/collect',
    access: 'station:view',
    answer: 204,
    summary: 'Collect (favourite) a station',
    schema: { params: stationIdParamsSchema },
  }),
  uncollect: operation({
    method: 'DELETE',
    path: '/stations/:id/collect',
    access: 'station:view',
    answer: 204,
    summary: 'Uncollect a station',
    schema: { params: stationIdParamsSchema },
  }),
  logs: operation({
    method: 'GET',
    path: '/stations/:id/logs',
    access: 'station:log',
    summary: 'The station operation log',
    schema: {
      params: stationIdParamsSchema,
      querystring: stationLogQuerySchema,
      reply: stationLogListSchema,
    },
  }),
};
