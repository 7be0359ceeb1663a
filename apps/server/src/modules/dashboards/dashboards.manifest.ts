import type { DomainManifest } from '../../platform/modules/module-context';
import { dashboardsModule } from './dashboards.module';

/** Data dashboards (issue 30): kanbans chart device data through the history service. */
export const dashboardsManifest: DomainManifest = {
  name: 'dashboards',
  later: ['history'],
  register: async ({ api, db, clock, services, shared }) => {
    await api.register(dashboardsModule, {
      db,
      clock,
      grants: shared.core.access.grants,
      history: () => services.get('history'),
      queryMax: shared.deps.deviceData?.kanbanQueryMax,
    });
  },
};
