import type { DomainManifest } from '../../platform/modules/module-context';
import { revenueModule } from './revenue.module';
import type { RevenueEngine } from './revenue-engine';

declare module '../../platform/modules/module-context' {
  interface ModuleServiceMap {
    /** Today's income of stations; prices again what a tariff or recalculation changed. */
    revenue: RevenueEngine;
  }
}

export const revenueManifest: DomainManifest = {
  name: 'revenue',
  provides: ['revenue'],
  later: ['stations', 'strategies', 'prices'],
  register: async ({ api, db, clock, jobs, services, shared }) => {
    const { deps } = shared;
    await api.register(revenueModule, {
      db,
      clock,
      stations: () => services.get('stations'),
      strategies: () => services.get('strategies'),
      // Rollups are written where ingest runs (the live bus carries followed devices' samples only).
      ingest: deps.ingest?.events,
      sweepIntervalMs: deps.revenue?.sweepIntervalMs,
      jobs,
      expose: (engine) => {
        services.provide('revenue', engine);
        deps.revenue?.expose?.(engine);
      },
      prices: () => services.get('prices'),
    });
  },
};
