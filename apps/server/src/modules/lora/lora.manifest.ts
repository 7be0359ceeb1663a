import type { DomainManifest } from '../../platform/modules/module-context';
import { loraModule } from './lora.module';

/** DTU/LoRa analysis and file recall (issue 32 items 5 and 6), through the commands' state machine. */
export const loraManifest: DomainManifest = {
  name: 'lora',
  later: ['commands'],
  register: async ({ api, db, clock, config, services }) => {
    await api.register(loraModule, {
      db,
      clock,
      publicUrl: config.publicUrl,
      commands: () => services.get('commands'),
    });
  },
};
