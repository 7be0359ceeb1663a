import type { DomainManifest } from '../../platform/modules/module-context';
import { uploadsModule } from './uploads.module';

export const uploadsManifest: DomainManifest = {
  name: 'uploads',
  later: ['storageCapacity'],
  register: async ({ api, db, clock, services }) => {
    await api.register(uploadsModule, {
      db,
      clock,
      capacity: { assertRoom: (tenantId) => services.get('storageCapacity').assertRoom(tenantId) },
    });
  },
};
