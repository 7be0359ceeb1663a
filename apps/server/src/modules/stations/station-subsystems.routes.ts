import { stationSubsystemsOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StationSubsystemsService } from './station-subsystems.service';

/** Sub-system and station settings calls (docs/api/stations.md). */
export const stationSubsystemsRoutes: FastifyPluginAsyncZod<{
  subsystems: StationSubsystemsService;
}> = async (app, { subsystems }) => {
  bindOperations(app, ['stations'], stationSubsystemsOperations, {
    subsystems: (auth, { params }) => subsystems.subsystems(auth, params.id),
    createSubsystem: (auth, { params, body }) => subsystems.createSubsystem(auth, params.id, body),
    renameSubsystem: (auth, { params, body }) =>
      subsystems.renameSubsystem(auth, params.id, params.subsystem_id, body),
    deleteSubsystem: (auth, { params }) => subsystems.deleteSubsystem(auth, params.id, params.subsystem_id),
    setSubsystemDevices: (auth, { params, body }) =>
      subsystems.setSubsystemDevices(auth, params.id, params.subsystem_id, body),
    masterSlave: (auth, { params }) => subsystems.masterSlave(auth, params.id),
    setMasterSlave: (auth, { params, body }) => subsystems.setMasterSlave(auth, params.id, body),
    bmsAssociation: (auth, { params }) => subsystems.bmsAssociation(auth, params.id),
    setBmsAssociation: (auth, { params, body }) => subsystems.setBmsAssociation(auth, params.id, body),
    video: (auth, { params }) => subsystems.video(auth, params.id),
    setVideo: (auth, { params, body }) => subsystems.setVideo(auth, params.id, body),
  });
};
