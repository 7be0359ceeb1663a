import type { DomainManifest } from '../../platform/modules/module-context';
import { storageCapacityModule } from './storage-capacity.module';
import type { StorageCapacityService } from './storage-capacity.service';

declare module '../../platform/modules/module-context' {
  interface ModuleServiceMap {
    /** Uploads refuse new files once the tenant's storage is full. */
    storageCapacity: StorageCapacityService;
  }
}

export const storageCapacityManifest: DomainManifest = {
  name: 'storage-capacity',
  provides: ['storageCapacity'],
  later: ['stations'],
  register: async ({ api, db, clock, config, jobs, services, shared }) => {
    const { core, deps } = shared;
    await api.register(storageCapacityModule, {
      db,
      clock,
      tenants: core.accounts.tenants,
      defaultQuotaBytes: config.tenantStorageQuotaBytes,
      stations: () => services.get('stations'),
      jobs,
      sweepIntervalMs: deps.storage?.sweepIntervalMs,
      limits: deps.storage?.limits,
      expose: (service) => {
        services.provide('storageCapacity', service);
        deps.storage?.expose?.(service);
      },
    });
  },
};
