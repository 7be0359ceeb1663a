import { operation } from '../common/operation';
import {
  stationBatchAuthorizeResultSchema,
  stationBatchAuthorizeSchema,
  stationIdParamsSchema,
  stationShareInputSchema,
  stationShareListSchema,
  stationShareParamsSchema,
} from './station';

/** Served by `station-sharing.routes.ts`; OpenAPI tag: stations. */
export const stationSharingOperations = {
  shares: operation({
    method: 'GET',
    path: '/stations/:id/shares',
    access: 'station:view',
    summary: 'Users the station is shared with',
    schema: { params: stationIdParamsSchema, reply: stationShareListSchema },
  }),
  share: operation({
    method: 'POST',
    path: '/stations/:id/shares',
    errors: ['iot-station.10011'],
    access: 'station:share',
    summary: 'Share with a user of the tenant (or change the permission)',
    schema: { params: stationIdParamsSchema, body: stationShareInputSchema, reply: stationShareListSchema },
  }),
  unshare: operation({
    method: 'DELETE',
    path: '/stations/:id/shares/:user_id',
    access: 'station:share',
    answer: 204,
    summary: 'Stop sharing with a user',
    schema: { params: stationShareParamsSchema },
  }),
  batchAuthorize: operation({
    method: 'POST',
    path: '/stations/batch-authorization',
    errors: ['iot-http.404', 'iot-station.10011'],
    access: 'station:authorize',
    summary: 'Share many stations with many users',
    schema: { body: stationBatchAuthorizeSchema },
    media: { reply: [{ type: 'application/json', schema: stationBatchAuthorizeResultSchema }] },
  }),
};
