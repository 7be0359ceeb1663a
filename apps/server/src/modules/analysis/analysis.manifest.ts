import type { DomainManifest } from '../../platform/modules/module-context';
import { analysisModule } from './analysis.module';
import type { AnalysisService } from './analysis.service';

declare module '../../platform/modules/module-context' {
  interface ModuleServiceMap {
    /** Lagging cells, battery analysis and meter statistics (exports write their files from it). */
    analysis: AnalysisService;
  }
}

/** Lagging cells, battery analysis and meter statistics (issue 29). */
export const analysisManifest: DomainManifest = {
  name: 'analysis',
  later: ['stations'],
  provides: ['analysis'],
  register: async ({ api, db, services }) => {
    await api.register(analysisModule, {
      db,
      stations: () => services.get('stations'),
      expose: (service) => services.provide('analysis', service),
    });
  },
};
