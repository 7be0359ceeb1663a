import type { DomainManifest } from '../../platform/modules/module-context';
import { testHooksModule } from './test-hooks.module';

/** Routes for the browser tests only; registered when the configuration enables them. */
export const testHooksManifest: DomainManifest = {
  name: 'test-hooks',
  register: async ({ api, config, jobs, shared }) => {
    const { core } = shared;
    if (!config.testHooks) return;
    const { identity } = core;
    await api.register(testHooksModule, {
      host: config.host,
      testSecrets: identity.testSecrets,
      messages: identity.messages,
      codes: identity.codes,
      jobs,
    });
  },
};
