import { PLATFORM_JOBS } from '@ies/contracts';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import type { UserAccounts } from '../accounts/user-accounts';
import type { StationsService } from '../stations/stations.service';
import { DeletedDeviceSamples, purgeDevicePayload, STORAGE_JOBS } from './deleted-device-samples';
import { DeletedDeviceSamplesRepository } from './deleted-device-samples.repository';
import { ExclusiveStore, moveStorePayload, STORE_JOBS } from './exclusive-store';
import { ExclusiveStoreRepository } from './exclusive-store.repository';
import { StorageCapacityRepository } from './storage-capacity.repository';
import { storageCapacityRoutes } from './storage-capacity.routes';
import {
  DEFAULT_STORAGE_LIMITS,
  StorageCapacityService,
  type StorageLimits,
} from './storage-capacity.service';

/** The storage sweep's default period: retention, loop delete and ingest's refusal follow within it. */
export const STORAGE_SWEEP_INTERVAL_MS = 10 * 60_000;

export interface StorageCapacityModuleOptions {
  db: Db;
  clock: Clock;
  /** Accounts owns the tenant row that holds the quota. */
  tenants: UserAccounts['tenants'];
  defaultQuotaBytes: number;
  stations: () => Pick<StationsService, 'requireAccess'>;
  jobs?: JobRuntime;
  /** Period of the storage sweep (0: scheduled rarely; tests run it themselves). */
  sweepIntervalMs?: number;
  /** Lower B §5 / §9 limits (tests). */
  limits?: Partial<StorageLimits>;
  /** Hands the service over (uploads refuse new files once the storage is full). */
  expose: (service: StorageCapacityService) => void;
}

/** A tenant's storage use against its quota, its storage management and the storage sweep. */
export async function storageCapacityModule(
  app: FastifyInstance,
  options: StorageCapacityModuleOptions,
): Promise<void> {
  const repository = new StorageCapacityRepository(options.db);
  const deletedDevices = new DeletedDeviceSamples({
    repository: new DeletedDeviceSamplesRepository(options.db),
    settings: (tenantId) => repository.settings(tenantId),
    now: () => options.clock.now(),
    jobs: options.jobs,
    limits: () => ({ ...DEFAULT_STORAGE_LIMITS, ...options.limits }),
  });
  const exclusive = new ExclusiveStore({
    repository: new ExclusiveStoreRepository(options.db),
    settings: repository,
    now: () => options.clock.now(),
    jobs: options.jobs,
    limits: () => ({ ...DEFAULT_STORAGE_LIMITS, ...options.limits }),
  });
  const capacity = new StorageCapacityService({
    repository,
    deletedDevices,
    exclusive,
    tenants: options.tenants,
    defaultQuotaBytes: options.defaultQuotaBytes,
    clock: options.clock,
    stations: options.stations,
    limits: options.limits,
  });
  options.expose(capacity);
  await app.register(storageCapacityRoutes, { capacity });
  const jobs = options.jobs;
  if (!jobs) return;
  jobs.work(
    PLATFORM_JOBS.storageSweep,
    async () => {
      await capacity.sweep();
    },
    { payload: z.object({}).strict(), maxAttempts: 1 },
  );
  jobs.work(
    STORAGE_JOBS.purgeDevice,
    async (payload) => {
      await deletedDevices.purgeJob(purgeDevicePayload.parse(payload).device_id);
    },
    { payload: purgeDevicePayload },
  );
  jobs.work(
    STORE_JOBS.moveStore,
    async (payload) => {
      await exclusive.moveJob(moveStorePayload.parse(payload).tenant_id);
    },
    { payload: moveStorePayload },
  );
  const every = options.sweepIntervalMs || STORAGE_SWEEP_INTERVAL_MS;
  await jobs.schedule(PLATFORM_JOBS.storageSweep, { everyMs: every });
}
