import type { DomainManifest } from '../../platform/modules/module-context';
import { DataCallRepository } from './data-call.repository';
import { dataCallRoutes } from './data-call.routes';
import { DataCallService } from './data-call.service';

/** The HTTP data call (issue 32 item 1): device data by HTTP into the one ingest path. */
export const dataCallManifest: DomainManifest = {
  name: 'data-call',
  later: ['stations'],
  register: async ({ api, db, services, shared }) => {
    const ingest = shared.deps.ingest;
    const service = new DataCallService({
      stations: () => services.get('stations'),
      accept: ingest?.accept?.bind(ingest),
      calls: new DataCallRepository(db),
    });
    await api.register(dataCallRoutes, { dataCall: service });
  },
};
