import {
  bigscreenCountSchema,
  bigscreenParamsSchema,
  bigscreenQuerySchema,
  bigscreenRunningSchema,
  bindWithInfoSchema,
  bmsAssociationSchema,
  countValueParamsSchema,
  countValueQuerySchema,
  countValueSchema,
  extInfoSchema,
  groupTenantParamsSchema,
  groupThingParamsSchema,
  groupUserParamsSchema,
  homeSummarySchema,
  masterSlaveSchema,
  masterSlaveSettingsSchema,
  recalculationInputSchema,
  recalculationListSchema,
  recalculationTaskSchema,
  stationBatchAuthorizeSchema,
  stationBmsSchema,
  stationCreateSchema,
  stationIdParamsSchema,
  stationListQuerySchema,
  stationListSchema,
  stationLogListSchema,
  stationLogQuerySchema,
  stationOverviewSchema,
  stationSchema,
  stationShareInputSchema,
  stationShareListSchema,
  stationShareParamsSchema,
  stationThingListSchema,
  stationThingsWithoutPageSchema,
  stationUpdateSchema,
  subsystemDevicesSchema,
  subsystemInputSchema,
  subsystemListSchema,
  subsystemParamsSchema,
  subsystemSchema,
  thingsFilterSchema,
  thingsQuerySchema,
  unbindThingsSchema,
  videoSettingsSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.plugin';
import type { StationsService } from './stations.service';

/** Station calls (docs/api/stations.md). Spec paths keep "group" for a station and "things" for devices. */
export const stationsRoutes: FastifyPluginAsyncZod<{ stations: StationsService }> = async (
  app,
  { stations },
) => {
  const tags = ['stations'];
  const byId = stationIdParamsSchema;

  // ---- stations ----
  app.get(
    '/stations',
    {
      config: { permission: 'station:view' },
      schema: {
        tags,
        summary: 'Stations, favourites first, paged',
        querystring: stationListQuerySchema,
        response: { 200: stationListSchema },
      },
    },
    async (request) => stations.list(requireAuth(request), request.query),
  );
  app.post(
    '/stations',
    {
      config: { permission: 'station:create' },
      schema: {
        tags,
        summary: 'Create a station',
        body: stationCreateSchema,
        response: { 201: stationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stations.create(requireAuth(request), request.body)),
  );
  app.get(
    '/stations/:id',
    {
      config: { permission: 'station:view' },
      schema: { tags, summary: 'A station', params: byId, response: { 200: stationSchema } },
    },
    async (request) => stations.get(requireAuth(request), request.params.id),
  );
  app.put(
    '/stations/:id',
    {
      config: { permission: 'station:update' },
      schema: {
        tags,
        summary: 'Edit a station (absent fields stay)',
        params: byId,
        body: stationUpdateSchema,
        response: { 200: stationSchema },
      },
    },
    async (request) => stations.update(requireAuth(request), request.params.id, request.body),
  );
  app.delete(
    '/stations/:id',
    {
      config: { permission: 'station:delete' },
      schema: { tags, summary: 'Delete a station without devices or sub-systems', params: byId },
    },
    async (request, reply) => {
      await stations.delete(requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.put(
    '/stations/:id/collect',
    {
      config: { permission: 'station:view' },
      schema: { tags, summary: 'Collect (favourite) a station', params: byId },
    },
    async (request, reply) => {
      await stations.collect(requireAuth(request), request.params.id, true);
      return reply.status(204).send();
    },
  );
  app.delete(
    '/stations/:id/collect',
    {
      config: { permission: 'station:view' },
      schema: { tags, summary: 'Uncollect a station', params: byId },
    },
    async (request, reply) => {
      await stations.collect(requireAuth(request), request.params.id, false);
      return reply.status(204).send();
    },
  );
  app.get(
    '/stations/:id/logs',
    {
      config: { permission: 'station:log' },
      schema: {
        tags,
        summary: 'The station operation log',
        params: byId,
        querystring: stationLogQuerySchema,
        response: { 200: stationLogListSchema },
      },
    },
    async (request) => stations.logs(requireAuth(request), request.params.id, request.query),
  );

  // ---- sharing ----
  app.get(
    '/stations/:id/shares',
    {
      config: { permission: 'station:view' },
      schema: {
        tags,
        summary: 'Users the station is shared with',
        params: byId,
        response: { 200: stationShareListSchema },
      },
    },
    async (request) => stations.shares(requireAuth(request), request.params.id),
  );
  app.post(
    '/stations/:id/shares',
    {
      config: { permission: 'station:share' },
      schema: {
        tags,
        summary: 'Share with a user of the tenant (or change the permission)',
        params: byId,
        body: stationShareInputSchema,
        response: { 200: stationShareListSchema },
      },
    },
    async (request) => stations.share(requireAuth(request), request.params.id, request.body),
  );
  app.delete(
    '/stations/:id/shares/:user_id',
    {
      config: { permission: 'station:share' },
      schema: { tags, summary: 'Stop sharing with a user', params: stationShareParamsSchema },
    },
    async (request, reply) => {
      await stations.unshare(requireAuth(request), request.params.id, request.params.user_id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/stations/batch-authorization',
    {
      config: { permission: 'station:authorize' },
      schema: { tags, summary: 'Share many stations with many users', body: stationBatchAuthorizeSchema },
    },
    async (request) => stations.batchAuthorize(requireAuth(request), request.body),
  );

  // ---- sub-systems and settings ----
  app.get(
    '/stations/:id/subsystems',
    {
      config: { permission: 'station:view' },
      schema: {
        tags,
        summary: 'Sub-systems with their devices',
        params: byId,
        response: { 200: subsystemListSchema },
      },
    },
    async (request) => stations.subsystems(requireAuth(request), request.params.id),
  );
  app.post(
    '/stations/:id/subsystems',
    {
      config: { permission: 'station:subsystem' },
      schema: {
        tags,
        summary: 'Add a sub-system',
        params: byId,
        body: subsystemInputSchema,
        response: { 201: subsystemSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await stations.createSubsystem(requireAuth(request), request.params.id, request.body)),
  );
  app.put(
    '/stations/:id/subsystems/:subsystem_id',
    {
      config: { permission: 'station:subsystem' },
      schema: {
        tags,
        summary: 'Rename a sub-system',
        params: subsystemParamsSchema,
        body: subsystemInputSchema,
        response: { 200: subsystemSchema },
      },
    },
    async (request) =>
      stations.renameSubsystem(
        requireAuth(request),
        request.params.id,
        request.params.subsystem_id,
        request.body,
      ),
  );
  app.delete(
    '/stations/:id/subsystems/:subsystem_id',
    {
      config: { permission: 'station:subsystem' },
      schema: { tags, summary: 'Remove a sub-system', params: subsystemParamsSchema },
    },
    async (request, reply) => {
      await stations.deleteSubsystem(requireAuth(request), request.params.id, request.params.subsystem_id);
      return reply.status(204).send();
    },
  );
  app.put(
    '/stations/:id/subsystems/:subsystem_id/devices',
    {
      config: { permission: 'station:subsystem' },
      schema: {
        tags,
        summary: 'Set the bound devices of a sub-system',
        params: subsystemParamsSchema,
        body: subsystemDevicesSchema,
        response: { 200: subsystemSchema },
      },
    },
    async (request) =>
      stations.setSubsystemDevices(
        requireAuth(request),
        request.params.id,
        request.params.subsystem_id,
        request.body,
      ),
  );
  app.get(
    '/stations/:id/master-slave',
    {
      config: { permission: 'station:view' },
      schema: {
        tags,
        summary: 'Master-slave settings',
        params: byId,
        response: { 200: masterSlaveSettingsSchema },
      },
    },
    async (request) => stations.masterSlave(requireAuth(request), request.params.id),
  );
  app.put(
    '/stations/:id/master-slave',
    {
      config: { permission: 'station:settings' },
      schema: {
        tags,
        summary: 'Set the slaves of a master station',
        params: byId,
        body: masterSlaveSchema,
        response: { 200: masterSlaveSettingsSchema },
      },
    },
    async (request) => stations.setMasterSlave(requireAuth(request), request.params.id, request.body),
  );
  app.get(
    '/stations/:id/bms-association',
    {
      config: { permission: 'station:view' },
      schema: {
        tags,
        summary: 'Which BMS belongs to which PCS',
        params: byId,
        response: { 200: bmsAssociationSchema },
      },
    },
    async (request) => stations.bmsAssociation(requireAuth(request), request.params.id),
  );
  app.put(
    '/stations/:id/bms-association',
    {
      config: { permission: 'station:settings' },
      schema: {
        tags,
        summary: 'Set the BMS association',
        params: byId,
        body: bmsAssociationSchema,
        response: { 200: bmsAssociationSchema },
      },
    },
    async (request) => stations.setBmsAssociation(requireAuth(request), request.params.id, request.body),
  );
  app.get(
    '/stations/:id/video',
    {
      config: { permission: 'station:view' },
      schema: {
        tags,
        summary: 'Video stream addresses',
        params: byId,
        response: { 200: videoSettingsSchema },
      },
    },
    async (request) => stations.video(requireAuth(request), request.params.id),
  );
  app.put(
    '/stations/:id/video',
    {
      config: { permission: 'station:settings' },
      schema: {
        tags,
        summary: 'Set the video stream addresses',
        params: byId,
        body: videoSettingsSchema,
        response: { 200: videoSettingsSchema },
      },
    },
    async (request) => stations.setVideo(requireAuth(request), request.params.id, request.body),
  );

  // ---- figures ----
  app.get(
    '/stations/:id/overview',
    {
      config: { permission: 'station:view' },
      schema: {
        tags,
        summary: 'Live power, energy, income, state and power curve',
        params: byId,
        response: { 200: stationOverviewSchema },
      },
    },
    async (request) => stations.overview(requireAuth(request), request.params.id),
  );
  app.get(
    '/stations/:id/bms',
    {
      config: { permission: 'station:view' },
      schema: {
        tags,
        summary: 'Latest BMS data of the station',
        params: byId,
        response: { 200: stationBmsSchema },
      },
    },
    async (request) => stations.bms(requireAuth(request), request.params.id),
  );
  app.get(
    '/home/summary',
    {
      config: { permission: 'station:view' },
      schema: { tags, summary: "The caller's home page figures", response: { 200: homeSummarySchema } },
    },
    async (request) => stations.home(requireAuth(request)),
  );

  // ---- the spec's group calls (B §7) ----
  for (const prefix of ['/out-wrapper/group', '/out-group-mgmt']) {
    app.put(
      `${prefix}/tenants/:tenant_id/users/:user_id/groups/:group_id/bind-with-info`,
      {
        config: { permission: 'group:device:bind' },
        schema: {
          tags,
          summary: 'Bind devices to a station with bind info',
          params: groupUserParamsSchema,
          body: bindWithInfoSchema,
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        stations.checkPath(auth, request.params);
        return stations.bind(auth, request.params.group_id, request.body);
      },
    );
  }
  app.put(
    '/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/unbind',
    {
      config: { permission: 'group:device:bind' },
      schema: {
        tags,
        summary: 'Unbind devices from a station',
        params: groupUserParamsSchema,
        body: unbindThingsSchema,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      stations.checkPath(auth, request.params);
      return stations.unbind(auth, request.params.group_id, request.body.things_ids);
    },
  );
  app.put(
    '/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/:things_id/ext-info',
    {
      config: { permission: 'group:device:bind' },
      schema: {
        tags,
        summary: "Replace a bound device's extra info",
        params: groupThingParamsSchema,
        body: extInfoSchema,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      stations.checkPath(auth, request.params);
      return stations.setExtInfo(auth, request.params.group_id, request.params.things_id, request.body);
    },
  );
  app.get(
    '/out-wrapper/group/tenants/:tenant_id/group/:group_id/things',
    {
      config: { permission: 'station:view' },
      schema: {
        tags,
        summary: 'Bound devices, paged, filtered by extra info',
        params: groupTenantParamsSchema,
        querystring: thingsQuerySchema,
        response: { 200: stationThingListSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      stations.checkPath(auth, request.params);
      return stations.things(auth, request.params.group_id, request.query);
    },
  );
  app.get(
    '/out-wrapper/group/tenants/:tenant_id/group/:group_id/things-without-page',
    {
      config: { permission: 'station:view' },
      schema: {
        tags,
        summary: 'All bound devices (filters optional)',
        params: groupTenantParamsSchema,
        querystring: thingsFilterSchema,
        response: { 200: stationThingsWithoutPageSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      stations.checkPath(auth, request.params);
      return stations.thingsWithoutPage(auth, request.params.group_id, request.query);
    },
  );
  app.post(
    '/out-wrapper/group/tenants/:tenant_id/group/:group_id/recalculation',
    {
      config: { permission: 'station:calibrate' },
      schema: {
        tags,
        summary: 'Recompute the rollups of a range from raw data',
        params: groupTenantParamsSchema,
        body: recalculationInputSchema,
        response: { 202: recalculationTaskSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      stations.checkPath(auth, request.params);
      return reply.status(202).send(await stations.recalculate(auth, request.params.group_id, request.body));
    },
  );
  app.get(
    '/out-wrapper/group/tenants/:tenant_id/group/:group_id/recalculation',
    {
      config: { permission: 'station:calibrate' },
      schema: {
        tags,
        summary: 'Recalculation tasks with status and progress',
        params: groupTenantParamsSchema,
        response: { 200: recalculationListSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      stations.checkPath(auth, request.params);
      return stations.recalculations(auth, request.params.group_id);
    },
  );
  app.get(
    '/out-group-mgmt/statistics/:tenant_id/users/:user_id/count-value',
    {
      config: { permission: 'station:statistics' },
      schema: {
        tags,
        summary: "Aggregate of a property's latest values over the caller's devices",
        params: countValueParamsSchema,
        querystring: countValueQuerySchema,
        response: { 200: countValueSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      stations.checkPath(auth, request.params);
      return stations.countValue(auth, request.query);
    },
  );
  app.get(
    '/out-wrapper/bigscreen/:dimension_id/IndustryES/running',
    {
      config: { permission: 'station:statistics' },
      schema: {
        tags,
        summary: 'Stations by running state (tenant or one station)',
        params: bigscreenParamsSchema,
        querystring: bigscreenQuerySchema,
        response: { 200: bigscreenRunningSchema },
      },
    },
    async (request) =>
      stations.bigscreenRunning(
        requireAuth(request),
        request.params.dimension_id,
        request.query.statistical_dimension,
      ),
  );
  app.get(
    '/out-wrapper/bigscreen/:dimension_id/IndustryES/count',
    {
      config: { permission: 'station:statistics' },
      schema: {
        tags,
        summary: 'Station, device, capacity and energy counts',
        params: bigscreenParamsSchema,
        querystring: bigscreenQuerySchema,
        response: { 200: bigscreenCountSchema },
      },
    },
    async (request) =>
      stations.bigscreenCount(
        requireAuth(request),
        request.params.dimension_id,
        request.query.statistical_dimension,
      ),
  );
};
