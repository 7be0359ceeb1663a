import type { DomainManifest } from '../../platform/modules/module-context';
import { analysisModule } from './analysis.module';

/** Lagging cells, battery analysis and meter statistics (issue 29). */
export const analysisManifest: DomainManifest = {
  name: 'analysis',
  later: ['stations'],
  register: async ({ api, db, services }) => {
    await api.register(analysisModule, { db, stations: () => services.get('stations') });
  },
};
