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
  const tags = ['stations'];
  const routes = moduleRoutes(app, tags);
  const byId = stationIdParamsSchema;

  routes.get('/stations/:id/subsystems', 'station:view', {
    summary: 'Sub-systems with their devices',
    schema: { params: byId, response: { 200: subsystemListSchema } },
    handler: (auth, { params }) => subsystems.subsystems(auth, params.id),
  });
  routes.post('/stations/:id/subsystems', 'station:subsystem', {
    summary: 'Add a sub-system',
    schema: { params: byId, body: subsystemInputSchema, response: { 201: subsystemSchema } },
    handler: (auth, { params, body }) => subsystems.createSubsystem(auth, params.id, body),
  });
  routes.put('/stations/:id/subsystems/:subsystem_id', 'station:subsystem', {
    summary: 'Rename a sub-system',
    schema: { params: subsystemParamsSchema, body: subsystemInputSchema, response: { 200: subsystemSchema } },
    handler: (auth, { params, body }) =>
      subsystems.renameSubsystem(auth, params.id, params.subsystem_id, body),
  });
  routes.delete('/stations/:id/subsystems/:subsystem_id', 'station:subsystem', {
    summary: 'Remove a sub-system',
    schema: { params: subsystemParamsSchema },
    status: 204,
    handler: (auth, { params }) => subsystems.deleteSubsystem(auth, params.id, params.subsystem_id),
  });
  routes.put('/stations/:id/subsystems/:subsystem_id/devices', 'station:subsystem', {
    summary: 'Set the bound devices of a sub-system',
    schema: {
      params: subsystemParamsSchema,
      body: subsystemDevicesSchema,
      response: { 200: subsystemSchema },
    },
    handler: (auth, { params, body }) =>
      subsystems.setSubsystemDevices(auth, params.id, params.subsystem_id, body),
  });
  routes.get('/stations/:id/master-slave', 'station:view', {
    summary: 'Master-slave settings',
    schema: { params: byId, response: { 200: masterSlaveSettingsSchema } },
    handler: (auth, { params }) => subsystems.masterSlave(auth, params.id),
  });
  routes.put('/stations/:id/master-slave', 'station:settings', {
    summary: 'Set the slaves of a master station',
    schema: { params: byId, body: masterSlaveSchema, response: { 200: masterSlaveSettingsSchema } },
    handler: (auth, { params, body }) => subsystems.setMasterSlave(auth, params.id, body),
  });
  routes.get('/stations/:id/bms-association', 'station:view', {
    summary: 'Which BMS belongs to which PCS',
    schema: { params: byId, response: { 200: bmsAssociationSchema } },
    handler: (auth, { params }) => subsystems.bmsAssociation(auth, params.id),
  });
  routes.put('/stations/:id/bms-association', 'station:settings', {
    summary: 'Set the BMS association',
    schema: { params: byId, body: bmsAssociationSchema, response: { 200: bmsAssociationSchema } },
    handler: (auth, { params, body }) => subsystems.setBmsAssociation(auth, params.id, body),
  });
  routes.get('/stations/:id/video', 'station:view', {
    summary: 'Video stream addresses',
    schema: { params: byId, response: { 200: videoSettingsSchema } },
    handler: (auth, { params }) => subsystems.video(auth, params.id),
  });
  routes.put('/stations/:id/video', 'station:settings', {
    summary: 'Set the video stream addresses',
    schema: { params: byId, body: videoSettingsSchema, response: { 200: videoSettingsSchema } },
    handler: (auth, { params, body }) => subsystems.setVideo(auth, params.id, body),
  });
};
