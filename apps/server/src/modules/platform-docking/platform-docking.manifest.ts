import type { DomainManifest } from '../../platform/modules/module-context';
import { platformDockingModule } from './platform-docking.module';

/** Platform docking (issue 32 item 3): a station's data pushed to a third-party platform. */
export const platformDockingManifest: DomainManifest = {
  name: 'platform-docking',
  later: ['stations'],
  register: async ({ api, db, clock, jobs, services, shared }) => {
    await api.register(platformDockingModule, {
      db,
      clock,
      outbound: shared.outbound,
      stations: () => services.get('stations'),
      jobs,
    });
  },
};
