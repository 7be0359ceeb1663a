import { stationSharingOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StationSharingService } from './station-sharing.service';

/** Station sharing calls (docs/api/stations.md). */
export const stationSharingRoutes: FastifyPluginAsyncZod<{ sharing: StationSharingService }> = async (
  app,
  { sharing },
) => {
  bindOperations(app, ['stations'], stationSharingOperations, {
    shares: (auth, { params }) => sharing.shares(auth, params.id),
    share: (auth, { params, body }) => sharing.share(auth, params.id, body),
    unshare: (auth, { params }) => sharing.unshare(auth, params.id, params.user_id),
    batchAuthorize: (auth, { body }) => sharing.batchAuthorize(auth, body),
  });
};
