import { operation } from '../common/operation';
import { groupTenantParamsSchema } from './station';
import {
  recalculationInputSchema,
  recalculationListSchema,
  recalculationTaskSchema,
} from './station-figures';

/** Served by `station-recalc.routes.ts`; OpenAPI tag: stations. */
export const stationRecalcOperations = {
  recalculate: operation({
    method: 'POST',
    path: '/out-wrapper/group/tenants/:tenant_id/group/:group_id/recalculation',
    access: 'station:calibrate',
    summary: 'Recompute the rollups of a range from raw data',
    errors: ['iot-station.10014'],
    schema: {
      params: groupTenantParamsSchema,
      body: recalculationInputSchema,
      response: { 202: recalculationTaskSchema },
    },
  }),
  recalculations: operation({
    method: 'GET',
    path: '/out-wrapper/group/tenants/:tenant_id/group/:group_id/recalculation',
    access: 'station:calibrate',
    summary: 'Recalculation tasks with status and progress',
    schema: { params: groupTenantParamsSchema, reply: recalculationListSchema },
  }),
};
