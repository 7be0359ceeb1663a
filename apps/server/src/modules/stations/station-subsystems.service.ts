import type {
  BmsAssociationInput,
  MasterSlaveInput,
  SubsystemDevicesInput,
  SubsystemInput,
  VideoSettings,
} from '@ies/contracts';
import { AppError, notFound, ValidationError } from '../../platform/app-error';
import type { OutboundPolicy } from '../../platform/outbound/outbound-policy';
import { uniqueViolation } from '../../db/violations';
import type { AuthContext } from '../../platform/identity/auth-context';
import { presentSubsystem } from './stations.presenter';
import { logStation, type StationConcernDeps } from './station-kit';
import type { StationSubsystemsRepository } from './station-subsystems.repository';

/** Sub-systems and station settings: master-slave, BMS association, video. */
export class StationSubsystemsService {
  constructor(
    private readonly deps: StationConcernDeps & {
      subsystems: StationSubsystemsRepository;
      outboundPolicy: OutboundPolicy;
    },
  ) {}

  async subsystems(auth: AuthContext, stationId: string) {
    await this.deps.authority.reach(auth, stationId, 'view');
    return { list: (await this.deps.subsystems.subsystems(stationId)).map(presentSubsystem) };
  }

  async createSubsystem(auth: AuthContext, stationId: string, input: SubsystemInput) {
    await this.deps.authority.reach(auth, stationId, 'edit');
    const name = input.name.trim();
    if (await this.deps.subsystems.subsystemNameTaken(stationId, name))
      throw new AppError('iot-station.10012');
    const row = await this.deps.subsystems
      .insertSubsystem({ tenantId: auth.tenantId, stationId, name, createdAt: this.deps.clock.now() })
      .catch((error: unknown) => {
        if (uniqueViolation(error) !== undefined) throw new AppError('iot-station.10012');
        throw error;
      });
    await logStation(this.deps.stations, auth, stationId, 'subsystem_create', { subsystem_id: row.id, name });
    return presentSubsystem({ ...row, deviceIds: [] });
  }

  async renameSubsystem(auth: AuthContext, stationId: string, subsystemId: string, input: SubsystemInput) {
    await this.deps.authority.reach(auth, stationId, 'edit');
    const name = input.name.trim();
    if (!(await this.deps.subsystems.subsystemExists(stationId, subsystemId))) throw notFound();
    if (await this.deps.subsystems.subsystemNameTaken(stationId, name, subsystemId))
      throw new AppError('iot-station.10012');
    await this.deps.subsystems.renameSubsystem(stationId, subsystemId, name);
    await logStation(this.deps.stations, auth, stationId, 'subsystem_update', {
      subsystem_id: subsystemId,
      name,
    });
    return this.subsystemOf(stationId, subsystemId);
  }

  private async subsystemOf(stationId: string, subsystemId: string) {
    const found = (await this.deps.subsystems.subsystems(stationId)).find((s) => s.id === subsystemId);
    if (!found) throw notFound();
    return presentSubsystem(found);
  }

  async deleteSubsystem(auth: AuthContext, stationId: string, subsystemId: string): Promise<void> {
    await this.deps.authority.reach(auth, stationId, 'edit');
    if (!(await this.deps.subsystems.deleteSubsystem(stationId, subsystemId))) throw notFound();
    await logStation(this.deps.stations, auth, stationId, 'subsystem_delete', { subsystem_id: subsystemId });
  }

  /** Devices of a sub-system: each must be bound to the station and in no other sub-system. */
  async setSubsystemDevices(
    auth: AuthContext,
    stationId: string,
    subsystemId: string,
    input: SubsystemDevicesInput,
  ) {
    await this.deps.authority.reach(auth, stationId, 'edit');
    if (!(await this.deps.subsystems.subsystemExists(stationId, subsystemId))) throw notFound();
    const ids = [...new Set(input.things_ids)];
    const found = new Map(
      (await this.deps.stations.devicesOfTenant(auth.tenantId, ids)).map((d) => [d.id, d]),
    );
    for (const id of ids) {
      const device = found.get(id);
      if (!device || device.stationId !== stationId)
        throw new AppError('iot-station.10014', { data: { things_id: id } });
      if (device.subsystemId && device.subsystemId !== subsystemId)
        throw new AppError('iot-device.10013', { data: { things_id: id } });
    }
    await this.deps.subsystems.setSubsystemDevices(stationId, subsystemId, ids);
    await logStation(this.deps.stations, auth, stationId, 'subsystem_bind', {
      subsystem_id: subsystemId,
      things_ids: ids,
    });
    return this.subsystemOf(stationId, subsystemId);
  }

  async masterSlave(auth: AuthContext, stationId: string) {
    const { station } = await this.deps.authority.reach(auth, stationId, 'view');
    const slaves = await this.deps.stations.slavesOf(auth.tenantId, stationId);
    return {
      architecture: station.architecture,
      master_station_id: station.masterStationId,
      slaves: slaves.map((s) => ({ id: s.id, name: s.name })),
    };
  }

  /** A master's slaves: visible stations of the tenant, not itself, no master of their own elsewhere, no slaves. */
  async setMasterSlave(auth: AuthContext, stationId: string, input: MasterSlaveInput) {
    const { station } = await this.deps.authority.reach(auth, stationId, 'edit');
    const ids = [...new Set(input.slave_station_ids)];
    if (ids.length > 0 && (station.architecture !== 'master_slave' || station.masterStationId))
      throw new AppError('iot-station.10008');
    for (const id of ids) {
      if (id === stationId) throw new AppError('iot-station.10008');
      const slave = await this.deps.authority.reach(auth, id, 'view').catch(() => undefined);
      if (!slave) throw new AppError('iot-station.10008');
      if (slave.station.masterStationId && slave.station.masterStationId !== stationId)
        throw new AppError('iot-station.10008');
      if ((await this.deps.stations.slavesOf(auth.tenantId, id)).length > 0)
        throw new AppError('iot-station.10008');
    }
    await this.deps.stations.setSlaves(auth.tenantId, stationId, ids, this.deps.clock.now());
    await logStation(this.deps.stations, auth, stationId, 'master_slave', { slave_station_ids: ids });
    return this.masterSlave(auth, stationId);
  }

  async bmsAssociation(auth: AuthContext, stationId: string) {
    const { station } = await this.deps.authority.reach(auth, stationId, 'view');
    return { associations: station.bmsAssociations };
  }

  async setBmsAssociation(auth: AuthContext, stationId: string, input: BmsAssociationInput) {
    await this.deps.authority.reach(auth, stationId, 'edit');
    const ids = input.associations.flatMap((a) => [a.bms_device_id, a.pcs_device_id]);
    const found = new Map(
      (await this.deps.stations.devicesOfTenant(auth.tenantId, ids)).map((d) => [d.id, d]),
    );
    for (const a of input.associations) {
      if (a.bms_device_id === a.pcs_device_id) throw new AppError('iot-station.10010');
      for (const id of [a.bms_device_id, a.pcs_device_id])
        if (found.get(id)?.stationId !== stationId) throw new AppError('iot-station.10010');
    }
    await this.deps.stations.update(auth.tenantId, stationId, {
      bmsAssociations: input.associations,
      updatedAt: this.deps.clock.now(),
    });
    await logStation(this.deps.stations, auth, stationId, 'bms_association', {
      count: input.associations.length,
    });
    return { associations: input.associations };
  }

  async video(auth: AuthContext, stationId: string): Promise<VideoSettings> {
    const { station } = await this.deps.authority.reach(auth, stationId, 'view');
    return { streams: station.videoStreams };
  }

  async setVideo(auth: AuthContext, stationId: string, input: VideoSettings): Promise<VideoSettings> {
    await this.deps.authority.reach(auth, stationId, 'edit');
    // A stream address must not point into the platform's own network (checked like webhooks).
    const refused = await this.deps.outboundPolicy.refusedFields(
      input.streams.map((stream, index) => ({ field: `streams.${index}.url`, url: stream.url })),
    );
    if (refused.length > 0) throw new ValidationError(refused);
    await this.deps.stations.update(auth.tenantId, stationId, {
      videoStreams: input.streams,
      updatedAt: this.deps.clock.now(),
    });
    await logStation(this.deps.stations, auth, stationId, 'video', { count: input.streams.length });
    return { streams: input.streams };
  }
}
