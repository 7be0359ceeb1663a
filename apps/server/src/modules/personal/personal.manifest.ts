import type { DomainManifest } from '../../platform/modules/module-context';
import { uploadReferences } from '../uploads/upload-references';
import { personalModule } from './personal.module';

export const personalManifest: DomainManifest = {
  name: 'personal',
  register: async ({ api, db, clock, shared }) => {
    const { core } = shared;
    const { identity } = core;
    await api.register(personalModule, {
      accounts: core.accounts.own,
      sessions: identity.sessions,
      hasher: identity.hasher,
      codes: identity.codes,
      behaviour: identity.behaviour,
      clock,
      uploads: uploadReferences(db),
    });
  },
};
