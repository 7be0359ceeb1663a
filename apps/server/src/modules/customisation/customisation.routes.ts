import { customisationOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CustomisationService } from './customisation.service';

/** Customisation calls of docs/spec/A-access-and-shell.md §7 (docs/api/messages.md). */
export const customisationRoutes: FastifyPluginAsyncZod<{ customisation: CustomisationService }> = async (
  app,
  { customisation },
) => {
  bindOperations(app, ['customisation'], customisationOperations, {
    tenantEntries: (auth, { params }) => customisation.tenantEntries(auth, params.tenant_id),
    updateTenant: (auth, { params, body }) => customisation.updateTenant(auth, params.tenant_id, body),
    forUser: (auth, { query }) => customisation.forUser(auth, query),
    updateOwnSetting: (auth, { body }) => customisation.updateOwnSetting(auth, body),
  });
};
