import {
  bindWithInfoSchema,
  groupUserParamsSchema,
  stationBindingOperations,
  thingsIdsResultSchema,
} from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
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
        media: { reply: [{ type: 'application/json', schema: thingsIdsResultSchema }] },
        handler: (auth, { params, body }) => binding.bind(auth, params.group_id, body),
      },
    );
  }
  bindOperations(
    app,
    ['stations'],
    stationBindingOperations,
    {
      unbind: (auth, { params, body }) => binding.unbind(auth, params.group_id, body.things_ids),
      setExtInfo: (auth, { params, body }) =>
        binding.setExtInfo(auth, params.group_id, params.things_id, body),
      things: (auth, { params, query }) => binding.things(auth, params.group_id, query),
      thingsWithoutPage: (auth, { params, query }) => binding.thingsWithoutPage(auth, params.group_id, query),
    },
    { ownPathIds: true },
  );
};
