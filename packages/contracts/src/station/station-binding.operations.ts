import { operation } from '../common/operation';
import {
  extInfoResultSchema,
  extInfoSchema,
  groupTenantParamsSchema,
  groupThingParamsSchema,
  groupUserParamsSchema,
  stationThingListSchema,
  stationThingsWithoutPageSchema,
  thingsFilterSchema,
  thingsIdsResultSchema,
  thingsQuerySchema,
  unbindThingsSchema,
} from './station';

/** Served by `station-binding.routes.ts`; OpenAPI tag: stations. */
export const stationBindingOperations = {
  unbind: operation({
    method: 'PUT',
    path: '/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/unbind',
    access: 'group:device:bind',
    summary: 'Unbind devices from a station',
    schema: { params: groupUserParamsSchema, body: unbindThingsSchema },
    media: { reply: [{ type: 'application/json', schema: thingsIdsResultSchema }] },
  }),
  setExtInfo: operation({
    method: 'PUT',
    path: '/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/:things_id/ext-info',
    access: 'group:device:bind',
    summary: "Replace a bound device's extra info",
    schema: { params: groupThingParamsSchema, body: extInfoSchema },
    media: { reply: [{ type: 'application/json', schema: extInfoResultSchema }] },
  }),
  things: operation({
    method: 'GET',
    path: '/out-wrapper/group/tenants/:tenant_id/group/:group_id/things',
    access: 'station:view',
    summary: 'Bound devices, paged, filtered by extra info',
    schema: {
      params: groupTenantParamsSchema,
      querystring: thingsQuerySchema,
      reply: stationThingListSchema,
    },
  }),
  thingsWithoutPage: operation({
    method: 'GET',
    path: '/out-wrapper/group/tenants/:tenant_id/group/:group_id/things-without-page',
    access: 'station:view',
    summary: 'All bound devices (filters optional)',
    schema: {
      params: groupTenantParamsSchema,
      querystring: thingsFilterSchema,
      reply: stationThingsWithoutPageSchema,
    },
  }),
};
