import {
  bindWithInfoSchema,
  extInfoSchema,
  groupTenantParamsSchema,
  groupThingParamsSchema,
  groupUserParamsSchema,
  stationThingListSchema,
  stationThingsWithoutPageSchema,
  thingsFilterSchema,
  thingsQuerySchema,
  unbindThingsSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StationBindingService } from './station-binding.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Device binding calls; the spec's group paths keep "group" for a station and "things" for devices. */
export const stationBindingRoutes: FastifyPluginAsyncZod<{ binding: StationBindingService }> = async (
  app,
  { binding },
) => {
  const routes = moduleRoutes(app, ['stations'], { ownPathIds: true });

  for (const prefix of ['/out-wrapper/group', '/out-group-mgmt']) {
    routes.put(
      `${prefix}/tenants/:tenant_id/users/:user_id/groups/:group_id/bind-with-info`,
      'group:device:bind',
      {
        schema: { params: groupUserParamsSchema, body: bindWithInfoSchema },
        summary: 'Bind devices to a station with bind info',
        handler: (auth, { params, body }) => binding.bind(auth, params.group_id, body),
      },
    );
  }
  routes.put(
    '/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/unbind',
    'group:device:bind',
    {
      schema: { params: groupUserParamsSchema, body: unbindThingsSchema },
      summary: 'Unbind devices from a station',
      handler: (auth, { params, body }) => binding.unbind(auth, params.group_id, body.things_ids),
    },
  );
  routes.put(
    '/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/:things_id/ext-info',
    'group:device:bind',
    {
      schema: { params: groupThingParamsSchema, body: extInfoSchema },
      summary: "Replace a bound device's extra info",
      handler: (auth, { params, body }) => binding.setExtInfo(auth, params.group_id, params.things_id, body),
    },
  );
  routes.get('/out-wrapper/group/tenants/:tenant_id/group/:group_id/things', 'station:view', {
    schema: {
      params: groupTenantParamsSchema,
      querystring: thingsQuerySchema,
      reply: stationThingListSchema,
    },
    summary: 'Bound devices, paged, filtered by extra info',
    handler: (auth, { params, query }) => binding.things(auth, params.group_id, query),
  });
  routes.get('/out-wrapper/group/tenants/:tenant_id/group/:group_id/things-without-page', 'station:view', {
    schema: {
      params: groupTenantParamsSchema,
      querystring: thingsFilterSchema,
      reply: stationThingsWithoutPageSchema,
    },
    summary: 'All bound devices (filters optional)',
    handler: (auth, { params, query }) => binding.thingsWithoutPage(auth, params.group_id, query),
  });
};
