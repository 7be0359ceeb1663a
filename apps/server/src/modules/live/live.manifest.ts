import type { DomainManifest } from '../../platform/modules/module-context';
import { liveModule } from './live.module';

export const liveManifest: DomainManifest = {
  name: 'live',
  register: async ({ api, db, shared }) => {
    const { deps, core } = shared;
    await api.register(liveModule, {
      db,
      sessions: core.identity.sessions,
      grants: core.access.grants,
      scopeOf: shared.deviceScope,
      hub: shared.liveHub,
      stationDevices: deps.deviceData?.stationDevices ?? shared.stationDevices,
    });
  },
};
