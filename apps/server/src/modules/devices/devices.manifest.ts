import type { DomainManifest } from '../../platform/modules/module-context';
import { devicesModule } from './devices.module';
import type { DevicesService } from './devices.service';

declare module '../../platform/modules/module-context' {
  interface ModuleServiceMap {
    /** Strategy pushes send through it; the alarm engine sets the "alarm" status through it. */
    devices: DevicesService;
  }
}

export const devicesManifest: DomainManifest = {
  name: 'devices',
  provides: ['devices'],
  register: async ({ api, db, clock, config, shared, services }) => {
    const { deps, core } = shared;
    await api.register(devicesModule, {
      sendLimiter: shared.sendLimiter,
      db,
      clock,
      broker: deps.broker,
      deviceCache: deps.deviceCache,
      devicesPerTenantMax: config.devicesPerTenantMax,
      customDeviceTypesMax: config.customDeviceTypesMax,
      scopeOf: shared.deviceScope,
      grantCreated: (auth, deviceIds, tx) => core.access.scope.grantCreatedDevices(auth, deviceIds, tx),
      stationDevices: shared.stationDevices,
      deletedSamples: {
        deleting: async (tenantId, id) => services.find('storageCapacity')?.deviceDeleting(tenantId, id),
        deleted: async (tenantId, id) => services.find('storageCapacity')?.deviceDeleted(tenantId, id),
        heldByOthers: async (tenantId, ids) =>
          (await services.find('storageCapacity')?.deviceIdsHeldByOthers(tenantId, ids)) ?? new Set(),
      },
      expose: (service) => services.provide('devices', service),
    });
  },
};
