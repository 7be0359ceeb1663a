import type { DomainManifest } from '../../platform/modules/module-context';
import { accessModule } from './access.module';

export const accessManifest: DomainManifest = {
  name: 'access',
  register: async ({ api, shared }) => {
    const { core } = shared;
    await api.register(accessModule, { core: core.access, subUsers: core.subUsers });
  },
};
