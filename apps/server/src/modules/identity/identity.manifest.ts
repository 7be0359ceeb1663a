import type { DomainManifest } from '../../platform/modules/module-context';
import { identityModule } from './identity.module';

export const identityManifest: DomainManifest = {
  name: 'identity',
  register: async ({ api, config, shared }) => {
    const { core } = shared;
    await api.register(identityModule, {
      identity: core.identity,
      secureCookies: config.publicUrl.startsWith('https:'),
    });
  },
};
