import {
  groupTenantParamsSchema,
  recalculationInputSchema,
  recalculationListSchema,
  recalculationTaskSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkPath } from './station-kit';
import type { StationRecalcService } from './station-recalc.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Recalculation calls (the spec's group paths, docs/api/stations.md). */
export const stationRecalcRoutes: FastifyPluginAsyncZod<{ recalc: StationRecalcService }> = async (
  app,
  { recalc },
) => {
  const tags = ['stations'];
  const routes = moduleRoutes(app, tags);

  routes.post('/out-wrapper/group/tenants/:tenant_id/group/:group_id/recalculation', 'station:calibrate', {
    summary: 'Recompute the rollups of a range from raw data',
    schema: {
      params: groupTenantParamsSchema,
      body: recalculationInputSchema,
      response: { 202: recalculationTaskSchema },
    },
    handler: (auth, { params, body }) => {
      checkPath(auth, params);
      return recalc.recalculate(auth, params.group_id, body);
    },
  });
  routes.get('/out-wrapper/group/tenants/:tenant_id/group/:group_id/recalculation', 'station:calibrate', {
    summary: 'Recalculation tasks with status and progress',
    schema: { params: groupTenantParamsSchema, response: { 200: recalculationListSchema } },
    handler: (auth, { params }) => {
      checkPath(auth, params);
      return recalc.recalculations(auth, params.group_id);
    },
  });
};
