import type { DomainManifest } from '../../platform/modules/module-context';
import { historyModule } from './history.module';

export const historyManifest: DomainManifest = {
  name: 'history',
  register: async ({ api, db, clock, shared }) => {
    const { deps } = shared;
    await api.register(historyModule, {
      db,
      clock,
      scopeOf: shared.deviceScope,
      expose: deps.deviceData?.exposeHistory,
      limits: deps.deviceData?.historyLimits,
    });
  },
};
