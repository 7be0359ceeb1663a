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
  const routes = moduleRoutes(app, ['stations']);
  const byId = stationIdParamsSchema;

  routes.get('/stations/:id/shares', 'station:view', {
    schema: { params: byId, reply: stationShareListSchema },
    summary: 'Users the station is shared with',
    handler: (auth, { params }) => sharing.shares(auth, params.id),
  });
  routes.post('/stations/:id/shares', 'station:share', {
    schema: { params: byId, body: stationShareInputSchema, reply: stationShareListSchema },
    summary: 'Share with a user of the tenant (or change the permission)',
    handler: (auth, { params, body }) => sharing.share(auth, params.id, body),
  });
  routes.noContent.delete('/stations/:id/shares/:user_id', 'station:share', {
    schema: { params: stationShareParamsSchema },
    summary: 'Stop sharing with a user',
    handler: (auth, { params }) => sharing.unshare(auth, params.id, params.user_id),
  });
  routes.post('/stations/batch-authorization', 'station:authorize', {
    schema: { body: stationBatchAuthorizeSchema },
    summary: 'Share many stations with many users',
    handler: (auth, { body }) => sharing.batchAuthorize(auth, body),
  });
};
