import type { DomainManifest } from '../../platform/modules/module-context';
import { customisationModule } from './customisation.module';

export const customisationManifest: DomainManifest = {
  name: 'customisation',
  register: async ({ api, shared }) => {
    const { core } = shared;
    await api.register(customisationModule, { customisation: core.identity.customisation });
  },
};
