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
  const routes = moduleRoutes(app, ['stations']);
  const byId = stationIdParamsSchema;

  // ---- stations ----
  routes.get('/stations', 'station:view', {
    schema: { querystring: stationListQuerySchema, reply: stationListSchema },
    summary: 'Stations, favourites first, paged',
    handler: (auth, { query }) => stations.list(auth, query),
  });
  routes.created.post('/stations', 'station:create', {
    schema: { body: stationCreateSchema, reply: stationSchema },
    summary: 'Create a station',
    handler: (auth, { body }) => stations.create(auth, body),
  });
  routes.get('/stations/:id', 'station:view', {
    schema: { params: byId, reply: stationSchema },
    summary: 'A station',
    handler: (auth, { params }) => stations.get(auth, params.id),
  });
  routes.put('/stations/:id', 'station:update', {
    schema: { params: byId, body: stationUpdateSchema, reply: stationSchema },
    summary: 'Edit a station (absent fields stay)',
    handler: (auth, { params, body }) => stations.update(auth, params.id, body),
  });
  routes.noContent.delete('/stations/:id', 'station:delete', {
    schema: { params: byId },
    summary: 'Delete a station without devices or sub-systems',
    handler: (auth, { params }) => stations.delete(auth, params.id),
  });
  routes.noContent.put('/stations/:id/collect', 'station:view', {
    schema: { params: byId },
    summary: 'Collect (favourite) a station',
    handler: (auth, { params }) => stations.collect(auth, params.id, true),
  });
  routes.noContent.delete('/stations/:id/collect', 'station:view', {
    schema: { params: byId },
    summary: 'Uncollect a station',
    handler: (auth, { params }) => stations.collect(auth, params.id, false),
  });
  routes.get('/stations/:id/logs', 'station:log', {
    schema: { params: byId, querystring: stationLogQuerySchema, reply: stationLogListSchema },
    summary: 'The station operation log',
    handler: (auth, { params, query }) => stations.logs(auth, params.id, query),
  });
};
