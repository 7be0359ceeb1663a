import type { DomainManifest } from '../../platform/modules/module-context';
import { brandsModule } from './brands.module';

export const brandsManifest: DomainManifest = {
  name: 'brands',
  register: async ({ api, config }) => {
    await api.register(brandsModule, { appDownload: config.appDownload });
  },
};
