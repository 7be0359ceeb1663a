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
import { requireAuth } from '../../platform/auth.plugin';
import { noContent, routeSpec } from '../../platform/route-spec';
import { pagination, presentRole, presentSubUser } from './access.presenter';
import type { PrivilegesService } from './privileges.service';
import type { RolesService } from './roles.service';
import type { SubUsersService } from './sub-users.service';

const tags = ['access'];
const route = routeSpec(tags);

/** Permission groups, privileges and sub-users (docs/api/access.md), below the /api prefix. */
export const accessRoutes: FastifyPluginAsyncZod<{
  roles: RolesService;
  privileges: PrivilegesService;
  subUsers: SubUsersService;
}> = async (app, { roles, privileges, subUsers }) => {
  app.get(
    '/tenant/privileges/self',
    route('session', 'getPrivilegeSelf', {
      querystring: privilegeSelfQuerySchema,
      response: { 200: privilegeSelfSchema },
    }),
    async (request) => privileges.self(requireAuth(request)),
  );

  app.get(
    '/tenant/roles',
    route('role:view', 'getBatchRolesList', {
      querystring: roleListQuerySchema,
      response: { 200: roleListSchema },
    }),
    async (request) => {
      const { rows, total } = await roles.list(requireAuth(request), request.query);
      return { list: rows.map(presentRole), pagination: pagination(total, request.query) };
    },
  );

  app.get(
    '/tenant/common-roles',
    route('role:view', 'getCommonRoles', { response: { 200: commonRoleListSchema } }),
    async () => ({ list: [...roles.common()] }),
  );

  app.post(
    '/tenant/roles',
    route('role:create', 'addSingleRole', { body: roleRequestSchema, response: { 201: roleSchema } }),
    async (request, reply) =>
      reply.status(201).send(presentRole(await roles.add(requireAuth(request), request.body))),
  );

  app.put(
    '/tenant/roles/:role_id',
    route('role:update', 'updateSingleRole', {
      params: roleIdPathSchema,
      body: roleRequestSchema,
      response: { 200: roleSchema },
    }),
    async (request) =>
      presentRole(await roles.update(requireAuth(request), request.params.role_id, request.body)),
  );

  app.delete(
    '/tenant/roles/:role_id',
    route('role:delete', 'deleteSingleRole', { params: roleIdPathSchema }),
    async (request, reply) => noContent(reply, roles.delete(requireAuth(request), request.params.role_id)),
  );

  app.get(
    '/tenant/tenants/:tenant_id/users',
    route('tenant:user:view', 'Sub-users of the tenant (paged)', {
      params: tenantPathSchema,
      querystring: subUserListQuerySchema,
      response: { 200: subUserListSchema },
    }),
    async (request) => {
      const { views, total } = await subUsers.list(
        requireAuth(request),
        request.params.tenant_id,
        request.query,
      );
      return { list: views.map(presentSubUser), pagination: pagination(total, request.query) };
    },
  );

  app.post(
    '/tenant/tenants/:tenant_id/users',
    route('tenant:user:create', 'Create a sub-user', {
      params: tenantPathSchema,
      body: subUserCreateSchema,
      response: { 201: subUserSchema },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          presentSubUser(await subUsers.create(requireAuth(request), request.params.tenant_id, request.body)),
        ),
  );

  app.put(
    '/tenant/tenants/:tenant_id/users/:user_id',
    route('tenant:user:update', 'Edit a sub-user', {
      params: tenantUserPathSchema,
      body: subUserUpdateSchema,
      response: { 200: subUserSchema },
    }),
    async (request) =>
      presentSubUser(
        await subUsers.update(
          requireAuth(request),
          request.params.tenant_id,
          request.params.user_id,
          request.body,
        ),
      ),
  );

  app.post(
    '/tenant/tenants/:tenant_id/users/:user_id/reset-password',
    {
      // The password travels in the query as the spec has it: the operation log must not record it.
      config: { permission: 'tenant:user:reset-password' },
      schema: {
        tags,
        summary: 'Reset a sub-user password (ends its sessions)',
        params: tenantUserPathSchema,
        querystring: resetPasswordQuerySchema,
      },
    },
    async (request, reply) =>
      noContent(
        reply,
        subUsers.resetPassword(
          requireAuth(request),
          request.params.tenant_id,
          request.params.user_id,
          request.query.password,
        ),
      ),
  );

  app.delete(
    '/tenant/tenants/:tenant_id/users/:user_id',
    route('tenant:user:delete', 'Delete a sub-user', { params: tenantUserPathSchema }),
    async (request, reply) =>
      noContent(
        reply,
        subUsers.delete(requireAuth(request), request.params.tenant_id, request.params.user_id),
      ),
  );

  app.put(
    '/tenant/tenants/:tenant_id/users/:user_id/roles',
    route('tenant:user:authorize', 'Assign permission groups', {
      params: tenantUserPathSchema,
      body: subUserRolesSchema,
      response: { 200: subUserSchema },
    }),
    async (request) =>
      presentSubUser(
        await subUsers.setRoles(
          requireAuth(request),
          request.params.tenant_id,
          request.params.user_id,
          request.body.role_ids,
        ),
      ),
  );

  app.put(
    '/tenant/tenants/:tenant_id/users/:user_id/scope',
    route('tenant:user:authorize', 'Direct station and device authority', {
      params: tenantUserPathSchema,
      body: accessScopeSchema,
      response: { 200: subUserSchema },
    }),
    async (request) =>
      presentSubUser(
        await subUsers.setScope(
          requireAuth(request),
          request.params.tenant_id,
          request.params.user_id,
          request.body,
        ),
      ),
  );

  app.post(
    '/tenant/tenants/:tenant_id/users/batch-authorization',
    route('tenant:user:authorize', 'Batch authorization (groups, stations, devices added)', {
      params: tenantPathSchema,
      body: batchAuthorizationSchema,
    }),
    async (request, reply) =>
      noContent(reply, subUsers.authorizeBatch(requireAuth(request), request.params.tenant_id, request.body)),
  );
};
