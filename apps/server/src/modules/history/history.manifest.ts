import type { DomainManifest } from '../../platform/modules/module-context';
import { historyModule } from './history.module';
import type { HistoryService } from './history.service';

declare module '../../platform/modules/module-context' {
  interface ModuleServiceMap {
    /** Dashboards' kanbans read device records (and the device authority) through it. */
    history: HistoryService;
  }
}

export const historyManifest: DomainManifest = {
  name: 'history',
  provides: ['history'],
  register: async ({ api, db, clock, services, shared }) => {
    const { deps } = shared;
    await api.register(historyModule, {
      db,
      clock,
      scopeOf: shared.deviceScope,
      expose: (service) => {
        services.provide('history', service);
        deps.deviceData?.exposeHistory?.(service);
      },
      limits: deps.deviceData?.historyLimits,
    });
  },
};
