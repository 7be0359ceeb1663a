import { operation, operationsPerName } from '../common/operation';
import {
  extInfoResultSchema,
  extInfoSchema,
  groupTenantParamsSchema,
  groupThingParamsSchema,
  bindWithInfoSchema,
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
    errors: ['iot-station.10014'],
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

/** The spec's two prefixes of the bind call (B §7): the same call under each. */
export const BIND_PREFIXES = { wrapper: '/out-wrapper/group', groupMgmt: '/out-group-mgmt' } as const;

/** Binding devices to a station with bind info, under both of the spec's prefixes. */
export const stationBindOperations = operationsPerName(['wrapper', 'groupMgmt'] as const, (prefix) =>
  operation({
    method: 'PUT',
    path: `${BIND_PREFIXES[prefix]}/tenants/:tenant_id/users/:user_id/groups/:group_id/bind-with-info`,
    ownPathIds: true,
    access: 'group:device:bind',
    summary: 'Bind devices to a station with bind info',
    // An unknown device (or one outside the caller's list); one bound to another station.
    errors: ['iot-out-wrapper.70005', 'iot-out-wrapper.70006'],
    schema: { params: groupUserParamsSchema, body: bindWithInfoSchema },
    media: { reply: [{ type: 'application/json', schema: thingsIdsResultSchema }] },
  }),
);
