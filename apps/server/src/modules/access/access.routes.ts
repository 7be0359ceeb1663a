import { accessOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  bindOperations(app, ['access'], accessOperations, {
    selfPrivileges: (auth) => privileges.self(auth),
    listRoles: async (auth, { query }) => {
      const { rows, total } = await roles.list(auth, query);
      return { list: rows.map(presentRole), pagination: pagination(total, query) };
    },
    commonRoles: () => ({ list: [...roles.common()] }),
    createRole: async (auth, { body }) => presentRole(await roles.add(auth, body)),
    updateRole: async (auth, { params, body }) => presentRole(await roles.update(auth, params.role_id, body)),
    deleteRole: (auth, { params }) => roles.delete(auth, params.role_id),
    listSubUsers: async (auth, { params, query }) => {
      const { views, total } = await subUsers.list(auth, params.tenant_id, query);
      return { list: views.map(presentSubUser), pagination: pagination(total, query) };
    },
    createSubUser: async (auth, { params, body }) =>
      presentSubUser(await subUsers.create(auth, params.tenant_id, body)),
    updateSubUser: async (auth, { params, body }) =>
      presentSubUser(await subUsers.update(auth, params.tenant_id, params.user_id, body)),
    resetPassword: (auth, { params, query }) =>
      subUsers.resetPassword(auth, params.tenant_id, params.user_id, query.password),
    deleteSubUser: (auth, { params }) => subUsers.delete(auth, params.tenant_id, params.user_id),
    setRoles: async (auth, { params, body }) =>
      presentSubUser(await subUsers.setRoles(auth, params.tenant_id, params.user_id, body.role_ids)),
    setScope: async (auth, { params, body }) =>
      presentSubUser(await subUsers.setScope(auth, params.tenant_id, params.user_id, body)),
    authorizeBatch: (auth, { params, body }) => subUsers.authorizeBatch(auth, params.tenant_id, body),
  });
};
