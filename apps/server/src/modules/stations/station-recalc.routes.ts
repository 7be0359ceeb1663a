import {
  groupTenantParamsSchema,
  recalculationInputSchema,
  recalculationListSchema,
  recalculationTaskSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StationRecalcService } from './station-recalc.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Recalculation calls (the spec's group paths, docs/api/stations.md). */
export const stationRecalcRoutes: FastifyPluginAsyncZod<{ recalc: StationRecalcService }> = async (
  app,
  { recalc },
) => {
  const routes = moduleRoutes(app, ['stations'], { ownPathIds: true });

  routes.post('/out-wrapper/group/tenants/:tenant_id/group/:group_id/recalculation', 'station:calibrate', {
    schema: {
      params: groupTenantParamsSchema,
      body: recalculationInputSchema,
      response: { 202: recalculationTaskSchema },
    },
    summary: 'Recompute the rollups of a range from raw data',
    handler: (auth, { params, body }) => recalc.recalculate(auth, params.group_id, body),
  });
  routes.get('/out-wrapper/group/tenants/:tenant_id/group/:group_id/recalculation', 'station:calibrate', {
    schema: { params: groupTenantParamsSchema, reply: recalculationListSchema },
    summary: 'Recalculation tasks with status and progress',
    handler: (auth, { params }) => recalc.recalculations(auth, params.group_id),
  });
};
