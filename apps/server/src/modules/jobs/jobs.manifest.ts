import type { DomainManifest } from '../../platform/modules/module-context';
import { jobsModule } from './jobs.module';

/** The background jobs of every module, listed for the platform administrator. */
export const jobsManifest: DomainManifest = {
  name: 'jobs',
  register: async ({ api, jobs }) => {
    await api.register(jobsModule, { jobs });
  },
};
