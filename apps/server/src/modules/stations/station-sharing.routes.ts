import {
  stationBatchAuthorizeSchema,
  stationIdParamsSchema,
  stationShareInputSchema,
  stationShareListSchema,
  stationShareParamsSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StationSharingService } from './station-sharing.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Station sharing calls (docs/api/stations.md). */
export const stationSharingRoutes: FastifyPluginAsyncZod<{ sharing: StationSharingService }> = async (
  app,
  { sharing },
) => {
  const tags = ['stations'];
  const routes = moduleRoutes(app, tags);
  const byId = stationIdParamsSchema;

  routes.get('/stations/:id/shares', 'station:view', {
    summary: 'Users the station is shared with',
    schema: { params: byId, response: { 200: stationShareListSchema } },
    handler: (auth, { params }) => sharing.shares(auth, params.id),
  });
  routes.post('/stations/:id/shares', 'station:share', {
    summary: 'Share with a user of the tenant (or change the permission)',
    schema: { params: byId, body: stationShareInputSchema, response: { 200: stationShareListSchema } },
    handler: (auth, { params, body }) => sharing.share(auth, params.id, body),
  });
  routes.delete('/stations/:id/shares/:user_id', 'station:share', {
    summary: 'Stop sharing with a user',
    schema: { params: stationShareParamsSchema },
    status: 204,
    handler: (auth, { params }) => sharing.unshare(auth, params.id, params.user_id),
  });
  routes.post('/stations/batch-authorization', 'station:authorize', {
    summary: 'Share many stations with many users',
    schema: { body: stationBatchAuthorizeSchema },
    handler: (auth, { body }) => sharing.batchAuthorize(auth, body),
  });
};
