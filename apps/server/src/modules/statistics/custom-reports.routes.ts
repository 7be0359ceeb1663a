import { customReportsOperations } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bindOperations } from '../../platform/operation-routes';
import type { CustomReportsService } from './custom-reports.service';

/** Custom reports (docs/spec/B-operations.md §3, §6; docs/statistics.md). */
export const customReportsRoutes: FastifyPluginAsyncZod<{ reports: CustomReportsService }> = async (
  app,
  { reports },
) => {
  bindOperations(app, ['statistics'], customReportsOperations, {
    list: (auth, { query }) => reports.list(auth, query),
    options: (auth) => reports.options(auth),
    get: (auth, { params }) => reports.get(auth, params.id),
    create: (auth, { body }) => reports.create(auth, body),
    update: (auth, { params, body }) => reports.update(auth, params.id, body),
    remove: (auth, { params }) => reports.remove(auth, params.id),
    run: (auth, { params, query }) => reports.run(auth, params.id, query),
  });
};
