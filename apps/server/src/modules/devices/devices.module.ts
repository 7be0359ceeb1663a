import type { FastifyInstance } from 'fastify';
import type { BrokerHandle } from '../../broker/broker';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { SendReserver } from './send-reserver';
import { type DeviceCache, deviceConnectionsOf } from './device-connections';
import {
  type CreatedDevicesGrant,
  type DeviceScopeResolver,
  type StationDevicesResolver,
  tenantWideScope,
} from './device-scope';
import { DeviceImportService } from './device-import.service';
import { DeviceTypesRepository } from './device-types.repository';
import { DeviceTypesService } from './device-types.service';
import { DevicesRepository } from './devices.repository';
import { devicesRoutes } from './devices.routes';
import { type DeletedDeviceSamplesHook, DevicesService } from './devices.service';
import { InfoModelsRepository } from './info-models.repository';
import { InfoModelsService } from './info-models.service';
import { seedThingModel } from './thing-model.seed';

export interface DevicesModuleOptions {
  db: Db;
  clock: Clock;
  broker?: BrokerHandle;
  /** The ingest service's cache of device and type rows, when this process runs ingest. */
  deviceCache?: DeviceCache;
  devicesPerTenantMax: number;
  customDeviceTypesMax: number;
  /** Sub-user device authority; the whole tenant until the access work supplies one. */
  scopeOf?: DeviceScopeResolver;
  /** Adds what a sub-user with listed devices creates to its list (access module). */
  grantCreated?: CreatedDevicesGrant;
  /** Limits on configuration pushes (the same limiter as commands). */
  sendLimiter: SendReserver;
  /** A station's devices through the one station authority (the list's `station_id` filter). */
  stationDevices?: StationDevicesResolver;
  /** Storage's part in a device delete (its samples). */
  deletedSamples?: DeletedDeviceSamplesHook;
  /** Receives the devices service (the strategy push sends through it; the alarm engine sets the "alarm" status). */
  expose?: (service: DevicesService) => void;
}

/** Seeds the standard thing model and registers the device calls in the /api scope. */
export async function devicesModule(app: FastifyInstance, options: DevicesModuleOptions): Promise<void> {
  await seedThingModel(options.db);
  const connections = deviceConnectionsOf(options.broker, options.deviceCache);
  const typesRepository = new DeviceTypesRepository(options.db);
  const devicesRepository = new DevicesRepository(options.db);
  const scopeOf = options.scopeOf ?? tenantWideScope;
  const devicesService = new DevicesService({
    devices: devicesRepository,
    types: typesRepository,
    connections,
    clock: options.clock,
    scopeOf,
    devicesPerTenantMax: options.devicesPerTenantMax,
    grantCreated: options.grantCreated,
    sendLimiter: options.sendLimiter,
    stationDevices: options.stationDevices,
    deletedSamples: options.deletedSamples,
  });
  options.expose?.(devicesService);
  await app.register(devicesRoutes, {
    types: new DeviceTypesService({
      types: typesRepository,
      connections,
      clock: options.clock,
      customTypesMax: options.customDeviceTypesMax,
    }),
    devices: devicesService,
    infoModels: new InfoModelsService({ models: new InfoModelsRepository(options.db) }),
    transfer: new DeviceImportService({
      devices: devicesRepository,
      types: typesRepository,
      scopeOf,
      devicesPerTenantMax: options.devicesPerTenantMax,
      connections,
      grantCreated: options.grantCreated,
      stationDevices: options.stationDevices,
      deletedSamples: options.deletedSamples,
    }),
  });
}
