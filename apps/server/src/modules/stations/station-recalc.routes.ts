import {
  groupTenantParamsSchema,
  recalculationInputSchema,
  recalculationListSchema,
  recalculationTaskSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.plugin';
import { checkPath } from './station-kit';
import type { StationRecalcService } from './station-recalc.service';
import { routeSpec } from '../../platform/route-spec';

/** Recalculation calls (the spec's group paths, docs/api/stations.md). */
export const stationRecalcRoutes: FastifyPluginAsyncZod<{ recalc: StationRecalcService }> = async (
  app,
  { recalc },
) => {
  const tags = ['stations'];
  const route = routeSpec(tags);

  app.post(
    '/out-wrapper/group/tenants/:tenant_id/group/:group_id/recalculation',
    route('station:calibrate', 'Recompute the rollups of a range from raw data', {
      params: groupTenantParamsSchema,
      body: recalculationInputSchema,
      response: { 202: recalculationTaskSchema },
    }),
    async (request, reply) => {
      const auth = requireAuth(request);
      checkPath(auth, request.params);
      return reply.status(202).send(await recalc.recalculate(auth, request.params.group_id, request.body));
    },
  );
  app.get(
    '/out-wrapper/group/tenants/:tenant_id/group/:group_id/recalculation',
    route('station:calibrate', 'Recalculation tasks with status and progress', {
      params: groupTenantParamsSchema,
      response: { 200: recalculationListSchema },
    }),
    async (request) => {
      const auth = requireAuth(request);
      checkPath(auth, request.params);
      return recalc.recalculations(auth, request.params.group_id);
    },
  );
};
