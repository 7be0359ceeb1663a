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
  register: async ({ api, db, clock, config, services, shared }) => {
    const { core } = shared;
    await api.register(storageCapacityModule, {
      db,
      clock,
      tenants: core.accounts.tenants,
      defaultQuotaBytes: config.tenantStorageQuotaBytes,
      expose: (service) => services.provide('storageCapacity', service),
    });
  },
};
