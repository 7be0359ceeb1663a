import type { DomainManifest } from '../../platform/modules/module-context';
import { strategiesModule } from './strategies.module';
import type { StrategiesService } from './strategies.service';

declare module '../../platform/modules/module-context' {
  interface ModuleServiceMap {
    /** The strategy in force, for revenue's backtest. */
    strategies: StrategiesService;
  }
}

export const strategiesManifest: DomainManifest = {
  name: 'strategies',
  provides: ['strategies'],
  later: ['stations', 'prices', 'devices'],
  register: async ({ api, db, clock, jobs, services, shared }) => {
    const { deps } = shared;
    await api.register(strategiesModule, {
      db,
      clock,
      stations: () => services.get('stations'),
      prices: () => services.get('prices'),
      devices: () => services.get('devices'),
      uplinks: deps.ingest,
      deviceEvents: deps.ingest?.events,
      sweepIntervalMs: deps.strategies?.sweepIntervalMs,
      jobs,
      expose: deps.strategies?.expose,
      exposeService: (service) => services.provide('strategies', service),
    });
  },
};
