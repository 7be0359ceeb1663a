import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { UserAccounts } from '../accounts/user-accounts';
import { StorageCapacityRepository } from './storage-capacity.repository';
import { storageCapacityRoutes } from './storage-capacity.routes';
import { StorageCapacityService } from './storage-capacity.service';

export interface StorageCapacityModuleOptions {
  db: Db;
  clock: Clock;
  /** Accounts owns the tenant row that holds the quota. */
  tenants: UserAccounts['tenants'];
  defaultQuotaBytes: number;
  /** Hands the service over (uploads refuse new files once the storage is full). */
  expose: (service: StorageCapacityService) => void;
}

/** A tenant's storage use against its quota. */
export async function storageCapacityModule(
  app: FastifyInstance,
  options: StorageCapacityModuleOptions,
): Promise<void> {
  const capacity = new StorageCapacityService({
    repository: new StorageCapacityRepository(options.db),
    tenants: options.tenants,
    defaultQuotaBytes: options.defaultQuotaBytes,
    clock: options.clock,
  });
  options.expose(capacity);
  await app.register(storageCapacityRoutes, { capacity });
}
