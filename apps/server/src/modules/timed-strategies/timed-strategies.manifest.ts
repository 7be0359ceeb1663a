import type { DomainManifest } from '../../platform/modules/module-context';
import { timedStrategiesModule } from './timed-strategies.module';

/** Timed strategies of a station (issue 31 item 3), run through the commands module. */
export const timedStrategiesManifest: DomainManifest = {
  name: 'timed-strategies',
  later: ['stations', 'commands'],
  register: async ({ api, db, clock, jobs, services, shared }) => {
    const timed = shared.deps.timedStrategies;
    await api.register(timedStrategiesModule, {
      db,
      clock,
      jobs,
      stations: () => services.get('stations'),
      commands: () => services.get('commands'),
      tickIntervalMs: timed?.tickIntervalMs,
      expose: timed?.expose,
    });
  },
};
