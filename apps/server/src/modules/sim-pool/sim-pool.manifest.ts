import type { DomainManifest } from '../../platform/modules/module-context';
import { secretBoxFor } from '../../platform/secrets/secret-box';
import { simPoolModule } from './sim-pool.module';

/** SIM pools (issue 32 item 2): pools with their sealed secrets, cards, provider sync. */
export const simPoolManifest: DomainManifest = {
  name: 'sim-pool',
  later: ['stations'],
  register: async ({ api, db, clock, config, jobs, services, shared }) => {
    const quiet = config.logLevel === 'silent' || config.logLevel === 'fatal';
    await api.register(simPoolModule, {
      db,
      clock,
      secrets: secretBoxFor(config),
      outbound: shared.outbound,
      stations: () => services.get('stations'),
      jobs,
      log: quiet ? undefined : (message) => console.warn(message),
    });
  },
};
