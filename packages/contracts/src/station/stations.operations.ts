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
    schema: { params: stationIdParamsSchema, body: stationUpdateSchema, reply: stationSchema },
  }),
  delete: operation({
    method: 'DELETE',
    path: '/stations/:id',
    access: 'station:delete',
    answer: 204,
    summary: 'Delete a station without devices or sub-systems',
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
