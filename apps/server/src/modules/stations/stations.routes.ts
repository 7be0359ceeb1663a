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
import { requireAuth } from '../../platform/auth.plugin';
import type { StationsService } from './stations.service';
import { created, noContent, routeSpec } from '../../platform/route-spec';

/** Station calls (docs/api/stations.md). Spec paths keep "group" for a station and "things" for devices. */
export const stationsRoutes: FastifyPluginAsyncZod<{ stations: StationsService }> = async (
  app,
  { stations },
) => {
  const tags = ['stations'];
  const route = routeSpec(tags);
  const byId = stationIdParamsSchema;

  // ---- stations ----
  app.get(
    '/stations',
    route('station:view', 'Stations, favourites first, paged', {
      querystring: stationListQuerySchema,
      response: { 200: stationListSchema },
    }),
    async (request) => stations.list(requireAuth(request), request.query),
  );
  app.post(
    '/stations',
    route('station:create', 'Create a station', {
      body: stationCreateSchema,
      response: { 201: stationSchema },
    }),
    async (request, reply) => created(reply, stations.create(requireAuth(request), request.body)),
  );
  app.get(
    '/stations/:id',
    route('station:view', 'A station', { params: byId, response: { 200: stationSchema } }),
    async (request) => stations.get(requireAuth(request), request.params.id),
  );
  app.put(
    '/stations/:id',
    route('station:update', 'Edit a station (absent fields stay)', {
      params: byId,
      body: stationUpdateSchema,
      response: { 200: stationSchema },
    }),
    async (request) => stations.update(requireAuth(request), request.params.id, request.body),
  );
  app.delete(
    '/stations/:id',
    route('station:delete', 'Delete a station without devices or sub-systems', { params: byId }),
    async (request, reply) => noContent(reply, stations.delete(requireAuth(request), request.params.id)),
  );
  app.put(
    '/stations/:id/collect',
    route('station:view', 'Collect (favourite) a station', { params: byId }),
    async (request, reply) =>
      noContent(reply, stations.collect(requireAuth(request), request.params.id, true)),
  );
  app.delete(
    '/stations/:id/collect',
    route('station:view', 'Uncollect a station', { params: byId }),
    async (request, reply) =>
      noContent(reply, stations.collect(requireAuth(request), request.params.id, false)),
  );
  app.get(
    '/stations/:id/logs',
    route('station:log', 'The station operation log', {
      params: byId,
      querystring: stationLogQuerySchema,
      response: { 200: stationLogListSchema },
    }),
    async (request) => stations.logs(requireAuth(request), request.params.id, request.query),
  );
};
