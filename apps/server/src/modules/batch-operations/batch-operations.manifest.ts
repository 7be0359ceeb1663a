import type { DomainManifest } from '../../platform/modules/module-context';
import { batchOperationsModule } from './batch-operations.module';

/** Batch commands and configuration pushes (issue 31 item 4), sent by a job on the job runtime. */
export const batchOperationsManifest: DomainManifest = {
  name: 'batch-operations',
  later: ['stations', 'commands', 'devices'],
  register: async ({ api, db, clock, jobs, services, shared }) => {
    await api.register(batchOperationsModule, {
      db,
      clock,
      grants: shared.core.access.grants,
      scopeOf: shared.deviceScope,
      stations: () => services.get('stations'),
      commands: () => services.get('commands'),
      devices: () => services.get('devices'),
      jobs,
      tickIntervalMs: shared.deps.batchOperations?.tickIntervalMs,
      expose: shared.deps.batchOperations?.expose,
    });
  },
};
