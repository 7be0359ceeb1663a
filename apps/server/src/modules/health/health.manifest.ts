import { disabledBroker } from '../../broker/broker';
import { PLATFORM_VERSION } from '../../version';
import type { DomainManifest } from '../../platform/modules/module-context';
import { healthModule } from './health.module';

export const healthManifest: DomainManifest = {
  name: 'health',
  register: async ({ api, shared }) => {
    const { deps } = shared;
    await api.register(healthModule, {
      database: deps.database,
      broker: deps.broker ?? disabledBroker,
      version: PLATFORM_VERSION,
      ingest: deps.ingest?.health ? { health: deps.ingest.health.bind(deps.ingest) } : undefined,
    });
  },
};
