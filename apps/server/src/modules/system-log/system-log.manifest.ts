import type { DomainManifest } from '../../platform/modules/module-context';
import { systemLogModule } from './system-log.module';

export const systemLogManifest: DomainManifest = {
  name: 'system-log',
  register: async ({ api, db, shared }) => {
    const { core } = shared;
    await api.register(systemLogModule, { db, behaviour: core.identity.behaviour });
  },
};
