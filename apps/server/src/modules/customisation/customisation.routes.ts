import {
  customizationListSchema,
  customizationTenantParamsSchema,
  customizationUpdateSchema,
  userCustomizationQuerySchema,
  userCustomizationSchema,
  userSettingUpdateSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moduleRoutes } from '../../platform/route-spec';
import type { CustomisationService } from './customisation.service';

/** Customisation calls of docs/spec/A-access-and-shell.md §7 (docs/api/messages.md). */
export const customisationRoutes: FastifyPluginAsyncZod<{ customisation: CustomisationService }> = async (
  app,
  { customisation },
) => {
  const routes = moduleRoutes(app, ['customisation']);
  routes.get('/tenant/tenants/:tenant_id/customization', 'session', {
    // Every user's header and footer show it.
    schema: { params: customizationTenantParamsSchema, reply: customizationListSchema },
    summary: 'getSingleCustomization (the tenant’s entries)',
    handler: (auth, { params }) => customisation.tenantEntries(auth, params.tenant_id),
  });

  routes.put('/tenant/tenants/:tenant_id/customization', 'system:config', {
    schema: {
      params: customizationTenantParamsSchema,
      body: customizationUpdateSchema,
      reply: customizationListSchema,
    },
    summary: 'updateSingleCustomization (tenant manager)',
    handler: (auth, { params, body }) => customisation.updateTenant(auth, params.tenant_id, body),
  });

  routes.get('/tenant/users/self/customization', 'session', {
    schema: { querystring: userCustomizationQuerySchema, reply: userCustomizationSchema },
    summary: 'Single-user customisation (find_parent, find_tenant, match_key)',
    handler: (auth, { query }) => customisation.forUser(auth, query),
  });

  routes.noContent.put('/tenant/users/self/customization', 'session', {
    schema: { body: userSettingUpdateSchema },
    summary: 'The caller’s own setting (singleStationConfig)',
    handler: (auth, { body }) => customisation.updateOwnSetting(auth, body),
  });
};
