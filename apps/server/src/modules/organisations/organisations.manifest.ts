import type { DomainManifest } from '../../platform/modules/module-context';
import { organisationsModule } from './organisations.module';

export const organisationsManifest: DomainManifest = {
  name: 'organisations',
  register: async ({ api, db, clock }) => {
    await api.register(organisationsModule, { db, clock });
  },
};
