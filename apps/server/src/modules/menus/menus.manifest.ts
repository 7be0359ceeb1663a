import type { DomainManifest } from '../../platform/modules/module-context';
import { menusModule } from './menus.module';

export const menusManifest: DomainManifest = {
  name: 'menus',
  register: async ({ api, db, clock, shared }) => {
    const { core } = shared;
    await api.register(menusModule, { db, clock, allowedMenus: core.access.grants });
  },
};
