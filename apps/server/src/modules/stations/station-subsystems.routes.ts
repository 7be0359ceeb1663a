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
import type { StationSubsystemsService } from './station-subsystems.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Sub-system and station settings calls (docs/api/stations.md). */
export const stationSubsystemsRoutes: FastifyPluginAsyncZod<{
  subsystems: StationSubsystemsService;
}> = async (app, { subsystems }) => {
  const routes = moduleRoutes(app, ['stations']);
  const byId = stationIdParamsSchema;

  routes.get('/stations/:id/subsystems', 'station:view', {
    schema: { params: byId, reply: subsystemListSchema },
    summary: 'Sub-systems with their devices',
    handler: (auth, { params }) => subsystems.subsystems(auth, params.id),
  });
  routes.created.post('/stations/:id/subsystems', 'station:subsystem', {
    schema: { params: byId, body: subsystemInputSchema, reply: subsystemSchema },
    summary: 'Add a sub-system',
    handler: (auth, { params, body }) => subsystems.createSubsystem(auth, params.id, body),
  });
  routes.put('/stations/:id/subsystems/:subsystem_id', 'station:subsystem', {
    schema: { params: subsystemParamsSchema, body: subsystemInputSchema, reply: subsystemSchema },
    summary: 'Rename a sub-system',
    handler: (auth, { params, body }) =>
      subsystems.renameSubsystem(auth, params.id, params.subsystem_id, body),
  });
  routes.noContent.delete('/stations/:id/subsystems/:subsystem_id', 'station:subsystem', {
    schema: { params: subsystemParamsSchema },
    summary: 'Remove a sub-system',
    handler: (auth, { params }) => subsystems.deleteSubsystem(auth, params.id, params.subsystem_id),
  });
  routes.put('/stations/:id/subsystems/:subsystem_id/devices', 'station:subsystem', {
    schema: { params: subsystemParamsSchema, body: subsystemDevicesSchema, reply: subsystemSchema },
    summary: 'Set the bound devices of a sub-system',
    handler: (auth, { params, body }) =>
      subsystems.setSubsystemDevices(auth, params.id, params.subsystem_id, body),
  });
  routes.get('/stations/:id/master-slave', 'station:view', {
    schema: { params: byId, reply: masterSlaveSettingsSchema },
    summary: 'Master-slave settings',
    handler: (auth, { params }) => subsystems.masterSlave(auth, params.id),
  });
  routes.put('/stations/:id/master-slave', 'station:settings', {
    schema: { params: byId, body: masterSlaveSchema, reply: masterSlaveSettingsSchema },
    summary: 'Set the slaves of a master station',
    handler: (auth, { params, body }) => subsystems.setMasterSlave(auth, params.id, body),
  });
  routes.get('/stations/:id/bms-association', 'station:view', {
    schema: { params: byId, reply: bmsAssociationSchema },
    summary: 'Which BMS belongs to which PCS',
    handler: (auth, { params }) => subsystems.bmsAssociation(auth, params.id),
  });
  routes.put('/stations/:id/bms-association', 'station:settings', {
    schema: { params: byId, body: bmsAssociationSchema, reply: bmsAssociationSchema },
    summary: 'Set the BMS association',
    handler: (auth, { params, body }) => subsystems.setBmsAssociation(auth, params.id, body),
  });
  routes.get('/stations/:id/video', 'station:view', {
    schema: { params: byId, reply: videoSettingsSchema },
    summary: 'Video stream addresses',
    handler: (auth, { params }) => subsystems.video(auth, params.id),
  });
  routes.put('/stations/:id/video', 'station:settings', {
    schema: { params: byId, body: videoSettingsSchema, reply: videoSettingsSchema },
    summary: 'Set the video stream addresses',
    handler: (auth, { params, body }) => subsystems.setVideo(auth, params.id, body),
  });
};
