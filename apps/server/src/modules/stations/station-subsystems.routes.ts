import {
  bmsAssociationSchema,
  masterSlaveSchema,
  masterSlaveSettingsSchema,
  stationIdParamsSchema,
  subsystemDevicesSchema,
  subsystemInputSchema,
  subsystemListSchema,
  subsystemParamsSchema,
  subsystemSchema,
  videoSettingsSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.plugin';
import type { StationSubsystemsService } from './station-subsystems.service';
import { created, noContent, routeSpec } from '../../platform/route-spec';

/** Sub-system and station settings calls (docs/api/stations.md). */
export const stationSubsystemsRoutes: FastifyPluginAsyncZod<{
  subsystems: StationSubsystemsService;
}> = async (app, { subsystems }) => {
  const tags = ['stations'];
  const route = routeSpec(tags);
  const byId = stationIdParamsSchema;

  app.get(
    '/stations/:id/subsystems',
    route('station:view', 'Sub-systems with their devices', {
      params: byId,
      response: { 200: subsystemListSchema },
    }),
    async (request) => subsystems.subsystems(requireAuth(request), request.params.id),
  );
  app.post(
    '/stations/:id/subsystems',
    route('station:subsystem', 'Add a sub-system', {
      params: byId,
      body: subsystemInputSchema,
      response: { 201: subsystemSchema },
    }),
    async (request, reply) =>
      created(reply, subsystems.createSubsystem(requireAuth(request), request.params.id, request.body)),
  );
  app.put(
    '/stations/:id/subsystems/:subsystem_id',
    route('station:subsystem', 'Rename a sub-system', {
      params: subsystemParamsSchema,
      body: subsystemInputSchema,
      response: { 200: subsystemSchema },
    }),
    async (request) =>
      subsystems.renameSubsystem(
        requireAuth(request),
        request.params.id,
        request.params.subsystem_id,
        request.body,
      ),
  );
  app.delete(
    '/stations/:id/subsystems/:subsystem_id',
    route('station:subsystem', 'Remove a sub-system', { params: subsystemParamsSchema }),
    async (request, reply) =>
      noContent(
        reply,
        subsystems.deleteSubsystem(requireAuth(request), request.params.id, request.params.subsystem_id),
      ),
  );
  app.put(
    '/stations/:id/subsystems/:subsystem_id/devices',
    route('station:subsystem', 'Set the bound devices of a sub-system', {
      params: subsystemParamsSchema,
      body: subsystemDevicesSchema,
      response: { 200: subsystemSchema },
    }),
    async (request) =>
      subsystems.setSubsystemDevices(
        requireAuth(request),
        request.params.id,
        request.params.subsystem_id,
        request.body,
      ),
  );
  app.get(
    '/stations/:id/master-slave',
    route('station:view', 'Master-slave settings', {
      params: byId,
      response: { 200: masterSlaveSettingsSchema },
    }),
    async (request) => subsystems.masterSlave(requireAuth(request), request.params.id),
  );
  app.put(
    '/stations/:id/master-slave',
    route('station:settings', 'Set the slaves of a master station', {
      params: byId,
      body: masterSlaveSchema,
      response: { 200: masterSlaveSettingsSchema },
    }),
    async (request) => subsystems.setMasterSlave(requireAuth(request), request.params.id, request.body),
  );
  app.get(
    '/stations/:id/bms-association',
    route('station:view', 'Which BMS belongs to which PCS', {
      params: byId,
      response: { 200: bmsAssociationSchema },
    }),
    async (request) => subsystems.bmsAssociation(requireAuth(request), request.params.id),
  );
  app.put(
    '/stations/:id/bms-association',
    route('station:settings', 'Set the BMS association', {
      params: byId,
      body: bmsAssociationSchema,
      response: { 200: bmsAssociationSchema },
    }),
    async (request) => subsystems.setBmsAssociation(requireAuth(request), request.params.id, request.body),
  );
  app.get(
    '/stations/:id/video',
    route('station:view', 'Video stream addresses', { params: byId, response: { 200: videoSettingsSchema } }),
    async (request) => subsystems.video(requireAuth(request), request.params.id),
  );
  app.put(
    '/stations/:id/video',
    route('station:settings', 'Set the video stream addresses', {
      params: byId,
      body: videoSettingsSchema,
      response: { 200: videoSettingsSchema },
    }),
    async (request) => subsystems.setVideo(requireAuth(request), request.params.id, request.body),
  );
};
