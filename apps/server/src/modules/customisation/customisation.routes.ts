import {
  customizationListSchema,
  customizationTenantParamsSchema,
  customizationUpdateSchema,
  userCustomizationQuerySchema,
  userCustomizationSchema,
  userSettingUpdateSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.plugin';
import { noContent, routeSpec } from '../../platform/route-spec';
import type { CustomisationService } from './customisation.service';

const tags = ['customisation'];
const route = routeSpec(tags);

/** Customisation calls of docs/spec/A-access-and-shell.md §7 (docs/api/messages.md). */
export const customisationRoutes: FastifyPluginAsyncZod<{ customisation: CustomisationService }> = async (
  app,
  { customisation },
) => {
  app.get(
    '/tenant/tenants/:tenant_id/customization',
    {
      // Every user's header and footer show it.
      config: { permission: 'session' },
      schema: {
        tags,
        summary: 'getSingleCustomization (the tenant’s entries)',
        params: customizationTenantParamsSchema,
        response: { 200: customizationListSchema },
      },
    },
    async (request) => customisation.tenantEntries(requireAuth(request), request.params.tenant_id),
  );

  app.put(
    '/tenant/tenants/:tenant_id/customization',
    route('system:config', 'updateSingleCustomization (tenant manager)', {
      params: customizationTenantParamsSchema,
      body: customizationUpdateSchema,
      response: { 200: customizationListSchema },
    }),
    async (request) =>
      customisation.updateTenant(requireAuth(request), request.params.tenant_id, request.body),
  );

  app.get(
    '/tenant/users/self/customization',
    route('session', 'Single-user customisation (find_parent, find_tenant, match_key)', {
      querystring: userCustomizationQuerySchema,
      response: { 200: userCustomizationSchema },
    }),
    async (request) => customisation.forUser(requireAuth(request), request.query),
  );

  app.put(
    '/tenant/users/self/customization',
    route('session', 'The caller’s own setting (singleStationConfig)', { body: userSettingUpdateSchema }),
    async (request, reply) =>
      noContent(reply, customisation.updateOwnSetting(requireAuth(request), request.body)),
  );
};
