import { operation } from '../common/operation';
import {
  customizationListSchema,
  customizationTenantParamsSchema,
  customizationUpdateSchema,
  userCustomizationQuerySchema,
  userCustomizationSchema,
  userSettingUpdateSchema,
} from './customisation';

/** Served by `customisation.routes.ts`; OpenAPI tag: customisation. */
export const customisationOperations = {
  // Every user's header and footer show it.
  tenantEntries: operation({
    method: 'GET',
    path: '/tenant/tenants/:tenant_id/customization',
    access: 'session',
    summary: 'getSingleCustomization (the tenant’s entries)',
    schema: { params: customizationTenantParamsSchema, reply: customizationListSchema },
  }),
  updateTenant: operation({
    method: 'PUT',
    path: '/tenant/tenants/:tenant_id/customization',
    access: 'system:config',
    summary: 'updateSingleCustomization (tenant manager)',
    schema: {
      params: customizationTenantParamsSchema,
      body: customizationUpdateSchema,
      reply: customizationListSchema,
    },
  }),
  forUser: operation({
    method: 'GET',
    path: '/tenant/users/self/customization',
    access: 'session',
    summary: 'Single-user customisation (find_parent, find_tenant, match_key)',
    schema: { querystring: userCustomizationQuerySchema, reply: userCustomizationSchema },
  }),
  updateOwnSetting: operation({
    method: 'PUT',
    path: '/tenant/users/self/customization',
    access: 'session',
    answer: 204,
    summary: 'The caller’s own setting (singleStationConfig)',
    schema: { body: userSettingUpdateSchema },
  }),
};
