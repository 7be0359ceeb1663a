import type { DomainManifest } from '../../platform/modules/module-context';
import { bigscreensModule } from './bigscreens.module';

/** The big screens (issue 30 point 2) compose the figures of stations, alarms, strategies and customisation. */
export const bigscreensManifest: DomainManifest = {
  name: 'bigscreens',
  later: ['stations', 'stationFigures', 'alarmEvents', 'strategies'],
  register: async ({ api, db, clock, shared, services }) => {
    const { core } = shared;
    await api.register(bigscreensModule, {
      db,
      clock,
      grants: core.access.grants,
      sessions: core.identity.sessions,
      stations: () => services.get('stations'),
      figures: () => services.get('stationFigures'),
      alarms: () => services.get('alarmEvents'),
      strategies: () => services.get('strategies'),
      customisation: () => core.identity.customisation,
    });
  },
};
