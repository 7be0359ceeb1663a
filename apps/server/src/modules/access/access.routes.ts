import {
  accessScopeSchema,
  batchAuthorizationSchema,
  commonRoleListSchema,
  privilegeSelfQuerySchema,
  privilegeSelfSchema,
  resetPasswordQuerySchema,
  roleIdPathSchema,
  roleListQuerySchema,
  roleListSchema,
  roleRequestSchema,
  roleSchema,
  subUserCreateSchema,
  subUserListQuerySchema,
  subUserListSchema,
  subUserRolesSchema,
  subUserSchema,
  subUserUpdateSchema,
  tenantPathSchema,
  tenantUserPathSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moduleRoutes } from '../../platform/route-spec';
import { pagination, presentRole, presentSubUser } from './access.presenter';
import type { PrivilegesService } from './privileges.service';
import type { RolesService } from './roles.service';
import type { SubUsersService } from './sub-users.service';

/** Permission groups, privileges and sub-users (docs/api/access.md), below the /api prefix. */
export const accessRoutes: FastifyPluginAsyncZod<{
  roles: RolesService;
  privileges: PrivilegesService;
  subUsers: SubUsersService;
}> = async (app, { roles, privileges, subUsers }) => {
  const routes = moduleRoutes(app, ['access']);
  routes.get('/tenant/privileges/self', 'session', {
    schema: { querystring: privilegeSelfQuerySchema, reply: privilegeSelfSchema },
    summary: 'getPrivilegeSelf',
    handler: (auth) => privileges.self(auth),
  });

  routes.get('/tenant/roles', 'role:view', {
    schema: { querystring: roleListQuerySchema, reply: roleListSchema },
    summary: 'getBatchRolesList',
    handler: async (auth, { query }) => {
      const { rows, total } = await roles.list(auth, query);
      return { list: rows.map(presentRole), pagination: pagination(total, query) };
    },
  });

  routes.get('/tenant/common-roles', 'role:view', {
    schema: { reply: commonRoleListSchema },
    summary: 'getCommonRoles',
    handler: () => ({ list: [...roles.common()] }),
  });

  routes.created.post('/tenant/roles', 'role:create', {
    schema: { body: roleRequestSchema, reply: roleSchema },
    summary: 'addSingleRole',
    handler: async (auth, { body }) => presentRole(await roles.add(auth, body)),
  });

  routes.put('/tenant/roles/:role_id', 'role:update', {
    schema: { params: roleIdPathSchema, body: roleRequestSchema, reply: roleSchema },
    summary: 'updateSingleRole',
    handler: async (auth, { params, body }) => presentRole(await roles.update(auth, params.role_id, body)),
  });

  routes.noContent.delete('/tenant/roles/:role_id', 'role:delete', {
    schema: { params: roleIdPathSchema },
    summary: 'deleteSingleRole',
    handler: (auth, { params }) => roles.delete(auth, params.role_id),
  });

  routes.get('/tenant/tenants/:tenant_id/users', 'tenant:user:view', {
    schema: { params: tenantPathSchema, querystring: subUserListQuerySchema, reply: subUserListSchema },
    summary: 'Sub-users of the tenant (paged)',
    handler: async (auth, { params, query }) => {
      const { views, total } = await subUsers.list(auth, params.tenant_id, query);
      return { list: views.map(presentSubUser), pagination: pagination(total, query) };
    },
  });

  routes.created.post('/tenant/tenants/:tenant_id/users', 'tenant:user:create', {
    schema: { params: tenantPathSchema, body: subUserCreateSchema, reply: subUserSchema },
    summary: 'Create a sub-user',
    handler: async (auth, { params, body }) =>
      presentSubUser(await subUsers.create(auth, params.tenant_id, body)),
  });

  routes.put('/tenant/tenants/:tenant_id/users/:user_id', 'tenant:user:update', {
    schema: { params: tenantUserPathSchema, body: subUserUpdateSchema, reply: subUserSchema },
    summary: 'Edit a sub-user',
    handler: async (auth, { params, body }) =>
      presentSubUser(await subUsers.update(auth, params.tenant_id, params.user_id, body)),
  });

  routes.noContent.post(
    '/tenant/tenants/:tenant_id/users/:user_id/reset-password',
    'tenant:user:reset-password',
    {
      // The password travels in the query as the spec has it: the operation log must not record it.
      schema: { params: tenantUserPathSchema, querystring: resetPasswordQuerySchema },
      summary: 'Reset a sub-user password (ends its sessions)',
      handler: (auth, { params, query }) =>
        subUsers.resetPassword(auth, params.tenant_id, params.user_id, query.password),
    },
  );

  routes.noContent.delete('/tenant/tenants/:tenant_id/users/:user_id', 'tenant:user:delete', {
    schema: { params: tenantUserPathSchema },
    summary: 'Delete a sub-user',
    handler: (auth, { params }) => subUsers.delete(auth, params.tenant_id, params.user_id),
  });

  routes.put('/tenant/tenants/:tenant_id/users/:user_id/roles', 'tenant:user:authorize', {
    schema: { params: tenantUserPathSchema, body: subUserRolesSchema, reply: subUserSchema },
    summary: 'Assign permission groups',
    handler: async (auth, { params, body }) =>
      presentSubUser(await subUsers.setRoles(auth, params.tenant_id, params.user_id, body.role_ids)),
  });

  routes.put('/tenant/tenants/:tenant_id/users/:user_id/scope', 'tenant:user:authorize', {
    schema: { params: tenantUserPathSchema, body: accessScopeSchema, reply: subUserSchema },
    summary: 'Direct station and device authority',
    handler: async (auth, { params, body }) =>
      presentSubUser(await subUsers.setScope(auth, params.tenant_id, params.user_id, body)),
  });

  routes.noContent.post('/tenant/tenants/:tenant_id/users/batch-authorization', 'tenant:user:authorize', {
    schema: { params: tenantPathSchema, body: batchAuthorizationSchema },
    summary: 'Batch authorization (groups, stations, devices added)',
    handler: (auth, { params, body }) => subUsers.authorizeBatch(auth, params.tenant_id, body),
  });
};
