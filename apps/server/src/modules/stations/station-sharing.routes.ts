import {
  stationBatchAuthorizeSchema,
  stationIdParamsSchema,
  stationShareInputSchema,
  stationShareListSchema,
  stationShareParamsSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.plugin';
import type { StationSharingService } from './station-sharing.service';
import { noContent, routeSpec } from '../../platform/route-spec';

/** Station sharing calls (docs/api/stations.md). */
export const stationSharingRoutes: FastifyPluginAsyncZod<{ sharing: StationSharingService }> = async (
  app,
  { sharing },
) => {
  const tags = ['stations'];
  const route = routeSpec(tags);
  const byId = stationIdParamsSchema;

  app.get(
    '/stations/:id/shares',
    route('station:view', 'Users the station is shared with', {
      params: byId,
      response: { 200: stationShareListSchema },
    }),
    async (request) => sharing.shares(requireAuth(request), request.params.id),
  );
  app.post(
    '/stations/:id/shares',
    route('station:share', 'Share with a user of the tenant (or change the permission)', {
      params: byId,
      body: stationShareInputSchema,
      response: { 200: stationShareListSchema },
    }),
    async (request) => sharing.share(requireAuth(request), request.params.id, request.body),
  );
  app.delete(
    '/stations/:id/shares/:user_id',
    route('station:share', 'Stop sharing with a user', { params: stationShareParamsSchema }),
    async (request, reply) =>
      noContent(reply, sharing.unshare(requireAuth(request), request.params.id, request.params.user_id)),
  );
  app.post(
    '/stations/batch-authorization',
    route('station:authorize', 'Share many stations with many users', { body: stationBatchAuthorizeSchema }),
    async (request) => sharing.batchAuthorize(requireAuth(request), request.body),
  );
};
