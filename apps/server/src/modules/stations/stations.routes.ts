import {
  stationCreateSchema,
  stationIdParamsSchema,
  stationListQuerySchema,
  stationListSchema,
  stationLogListSchema,
  stationLogQuerySchema,
  stationSchema,
  stationUpdateSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StationsService } from './stations.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Station calls (docs/api/stations.md). Spec paths keep "group" for a station and "things" for devices. */
export const stationsRoutes: FastifyPluginAsyncZod<{ stations: StationsService }> = async (
  app,
  { stations },
) => {
  const tags = ['stations'];
  const routes = moduleRoutes(app, tags);
  const byId = stationIdParamsSchema;

  // ---- stations ----
  routes.get('/stations', 'station:view', {
    summary: 'Stations, favourites first, paged',
    schema: { querystring: stationListQuerySchema, response: { 200: stationListSchema } },
    handler: (auth, { query }) => stations.list(auth, query),
  });
  routes.post('/stations', 'station:create', {
    summary: 'Create a station',
    schema: { body: stationCreateSchema, response: { 201: stationSchema } },
    handler: (auth, { body }) => stations.create(auth, body),
  });
  routes.get('/stations/:id', 'station:view', {
    summary: 'A station',
    schema: { params: byId, response: { 200: stationSchema } },
    handler: (auth, { params }) => stations.get(auth, params.id),
  });
  routes.put('/stations/:id', 'station:update', {
    summary: 'Edit a station (absent fields stay)',
    schema: { params: byId, body: stationUpdateSchema, response: { 200: stationSchema } },
    handler: (auth, { params, body }) => stations.update(auth, params.id, body),
  });
  routes.delete('/stations/:id', 'station:delete', {
    summary: 'Delete a station without devices or sub-systems',
    schema: { params: byId },
    status: 204,
    handler: (auth, { params }) => stations.delete(auth, params.id),
  });
  routes.put('/stations/:id/collect', 'station:view', {
    summary: 'Collect (favourite) a station',
    schema: { params: byId },
    status: 204,
    handler: (auth, { params }) => stations.collect(auth, params.id, true),
  });
  routes.delete('/stations/:id/collect', 'station:view', {
    summary: 'Uncollect a station',
    schema: { params: byId },
    status: 204,
    handler: (auth, { params }) => stations.collect(auth, params.id, false),
  });
  routes.get('/stations/:id/logs', 'station:log', {
    summary: 'The station operation log',
    schema: { params: byId, querystring: stationLogQuerySchema, response: { 200: stationLogListSchema } },
    handler: (auth, { params, query }) => stations.logs(auth, params.id, query),
  });
};
