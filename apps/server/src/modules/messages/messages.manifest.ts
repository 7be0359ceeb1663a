import type { DomainManifest } from '../../platform/modules/module-context';
import { messagesModule } from './messages.module';

export const messagesManifest: DomainManifest = {
  name: 'messages',
  register: async ({ api, shared }) => {
    const { core } = shared;
    await api.register(messagesModule, { messages: core.identity.messages });
  },
};
