import type { DomainManifest } from '../../platform/modules/module-context';
import { energyReportsModule } from './energy-reports.module';
import type { EnergyReportsService } from './energy-reports.service';

declare module '../../platform/modules/module-context' {
  interface ModuleServiceMap {
    /** The built-in energy reports (exports write their files from it). */
    energyReports: EnergyReportsService;
  }
}

/** Built-in energy reports (issue 29 item 2), read through revenue and the station authority. */
export const energyReportsManifest: DomainManifest = {
  name: 'energy-reports',
  later: ['stations', 'prices', 'revenue'],
  provides: ['energyReports'],
  register: async ({ api, services }) => {
    await api.register(energyReportsModule, {
      stations: () => services.get('stations'),
      prices: () => services.get('prices'),
      revenue: () => services.get('revenue'),
      expose: (service) => services.provide('energyReports', service),
    });
  },
};
