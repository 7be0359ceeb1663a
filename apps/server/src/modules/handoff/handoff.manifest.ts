import type { DomainManifest } from '../../platform/modules/module-context';
import { handoffModule } from './handoff.module';

export const handoffManifest: DomainManifest = {
  name: 'handoff',
  register: async ({ api, db, clock, shared }) => {
    const { core } = shared;
    await api.register(handoffModule, { db, clock, sessions: core.identity.sessions });
  },
};
