import type { DomainManifest } from '../../platform/modules/module-context';
import { batchOperationsModule } from './batch-operations.module';

/** Batch commands and configuration pushes (issue 31 item 4). */
export const batchOperationsManifest: DomainManifest = {
  name: 'batch-operations',
  later: ['stations', 'commands', 'devices'],
  register: async ({ api, db, clock, services, shared }) => {
    await api.register(batchOperationsModule, {
      db,
      clock,
      grants: shared.core.access.grants,
      scopeOf: shared.deviceScope,
      stations: () => services.get('stations'),
      commands: () => services.get('commands'),
      devices: () => services.get('devices'),
    });
  },
};
