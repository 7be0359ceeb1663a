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
import { requireAuth } from '../../platform/auth.plugin';
import { checkPath } from './station-kit';
import type { StationBindingService } from './station-binding.service';
import { routeSpec } from '../../platform/route-spec';

/** Device binding calls; the spec's group paths keep "group" for a station and "things" for devices. */
export const stationBindingRoutes: FastifyPluginAsyncZod<{ binding: StationBindingService }> = async (
  app,
  { binding },
) => {
  const tags = ['stations'];
  const route = routeSpec(tags);

  for (const prefix of ['/out-wrapper/group', '/out-group-mgmt']) {
    app.put(
      `${prefix}/tenants/:tenant_id/users/:user_id/groups/:group_id/bind-with-info`,
      route('group:device:bind', 'Bind devices to a station with bind info', {
        params: groupUserParamsSchema,
        body: bindWithInfoSchema,
      }),
      async (request) => {
        const auth = requireAuth(request);
        checkPath(auth, request.params);
        return binding.bind(auth, request.params.group_id, request.body);
      },
    );
  }
  app.put(
    '/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/unbind',
    route('group:device:bind', 'Unbind devices from a station', {
      params: groupUserParamsSchema,
      body: unbindThingsSchema,
    }),
    async (request) => {
      const auth = requireAuth(request);
      checkPath(auth, request.params);
      return binding.unbind(auth, request.params.group_id, request.body.things_ids);
    },
  );
  app.put(
    '/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/:things_id/ext-info',
    route('group:device:bind', "Replace a bound device's extra info", {
      params: groupThingParamsSchema,
      body: extInfoSchema,
    }),
    async (request) => {
      const auth = requireAuth(request);
      checkPath(auth, request.params);
      return binding.setExtInfo(auth, request.params.group_id, request.params.things_id, request.body);
    },
  );
  app.get(
    '/out-wrapper/group/tenants/:tenant_id/group/:group_id/things',
    route('station:view', 'Bound devices, paged, filtered by extra info', {
      params: groupTenantParamsSchema,
      querystring: thingsQuerySchema,
      response: { 200: stationThingListSchema },
    }),
    async (request) => {
      const auth = requireAuth(request);
      checkPath(auth, request.params);
      return binding.things(auth, request.params.group_id, request.query);
    },
  );
  app.get(
    '/out-wrapper/group/tenants/:tenant_id/group/:group_id/things-without-page',
    route('station:view', 'All bound devices (filters optional)', {
      params: groupTenantParamsSchema,
      querystring: thingsFilterSchema,
      response: { 200: stationThingsWithoutPageSchema },
    }),
    async (request) => {
      const auth = requireAuth(request);
      checkPath(auth, request.params);
      return binding.thingsWithoutPage(auth, request.params.group_id, request.query);
    },
  );
};
