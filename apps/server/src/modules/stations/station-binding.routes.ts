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
import { checkPath } from './station-kit';
import type { StationBindingService } from './station-binding.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Device binding calls; the spec's group paths keep "group" for a station and "things" for devices. */
export const stationBindingRoutes: FastifyPluginAsyncZod<{ binding: StationBindingService }> = async (
  app,
  { binding },
) => {
  const tags = ['stations'];
  const routes = moduleRoutes(app, tags);

  for (const prefix of ['/out-wrapper/group', '/out-group-mgmt']) {
    routes.put(
      `${prefix}/tenants/:tenant_id/users/:user_id/groups/:group_id/bind-with-info`,
      'group:device:bind',
      {
        summary: 'Bind devices to a station with bind info',
        schema: { params: groupUserParamsSchema, body: bindWithInfoSchema },
        handler: (auth, { params, body }) => {
          checkPath(auth, params);
          return binding.bind(auth, params.group_id, body);
        },
      },
    );
  }
  routes.put(
    '/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/unbind',
    'group:device:bind',
    {
      summary: 'Unbind devices from a station',
      schema: { params: groupUserParamsSchema, body: unbindThingsSchema },
      handler: (auth, { params, body }) => {
        checkPath(auth, params);
        return binding.unbind(auth, params.group_id, body.things_ids);
      },
    },
  );
  routes.put(
    '/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/:things_id/ext-info',
    'group:device:bind',
    {
      summary: "Replace a bound device's extra info",
      schema: { params: groupThingParamsSchema, body: extInfoSchema },
      handler: (auth, { params, body }) => {
        checkPath(auth, params);
        return binding.setExtInfo(auth, params.group_id, params.things_id, body);
      },
    },
  );
  routes.get('/out-wrapper/group/tenants/:tenant_id/group/:group_id/things', 'station:view', {
    summary: 'Bound devices, paged, filtered by extra info',
    schema: {
      params: groupTenantParamsSchema,
      querystring: thingsQuerySchema,
      response: { 200: stationThingListSchema },
    },
    handler: (auth, { params, query }) => {
      checkPath(auth, params);
      return binding.things(auth, params.group_id, query);
    },
  });
  routes.get('/out-wrapper/group/tenants/:tenant_id/group/:group_id/things-without-page', 'station:view', {
    summary: 'All bound devices (filters optional)',
    schema: {
      params: groupTenantParamsSchema,
      querystring: thingsFilterSchema,
      response: { 200: stationThingsWithoutPageSchema },
    },
    handler: (auth, { params, query }) => {
      checkPath(auth, params);
      return binding.thingsWithoutPage(auth, params.group_id, query);
    },
  });
};
