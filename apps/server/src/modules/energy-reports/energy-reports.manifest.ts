import type { DomainManifest } from '../../platform/modules/module-context';
import { energyReportsModule } from './energy-reports.module';

/** Built-in energy reports (issue 29 item 2), read through revenue and the station authority. */
export const energyReportsManifest: DomainManifest = {
  name: 'energy-reports',
  later: ['stations', 'prices', 'revenue'],
  register: async ({ api, services }) => {
    await api.register(energyReportsModule, {
      stations: () => services.get('stations'),
      prices: () => services.get('prices'),
      revenue: () => services.get('revenue'),
    });
  },
};
