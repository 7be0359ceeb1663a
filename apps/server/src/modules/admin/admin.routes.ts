import { adminOperations, idParamsSchema, tenantReviewSchema } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLATFORM_ADMIN_PERMISSION } from '../../platform/auth.plugin';
import { requestContext } from '../../platform/identity/request-context';
import type { OutboxService } from '../verification/outbox.service';
import type { TenantAction, TenantReviewService } from './tenant-review.service';
import type { UserAction, UserAdminService } from './user-admin.service';
import { moduleRoutes } from '../../platform/route-spec';
const ACTIONS: TenantAction[] = ['approve', 'reject', 'disable', 'enable'];
const USER_ACTIONS: UserAction[] = ['disable', 'enable'];

export const adminRoutes: FastifyPluginAsyncZod<{
  review: TenantReviewService;
  outbox: OutboxService;
  userAdmin: UserAdminService;
}> = async (app, { review, outbox, userAdmin }) => {
  const routes = moduleRoutes(app, ['platform administration']);
  bindOperations(app, ['platform administration'], adminOperations, {
    listTenants: (auth, { query }) => review.list(auth, query),
    listTenantUsers: (auth, { params, query }) => userAdmin.listOfTenant(auth, params.id, query),
    listOutbox: (auth, { query }) => outbox.list(auth, query),
  });

  for (const action of ACTIONS) {
    routes.noContent.post(`/admin/tenants/:id/${action}`, PLATFORM_ADMIN_PERMISSION, {
      schema: { params: idParamsSchema, body: tenantReviewSchema.optional() },
      summary: `${action} a merchant`,
      handler: (auth, request) =>
        review.apply(auth, request.params.id, action, request.body?.reason, requestContext(request)),
    });
  }

  for (const action of USER_ACTIONS) {
    routes.noContent.post(`/admin/users/:id/${action}`, PLATFORM_ADMIN_PERMISSION, {
      schema: { params: idParamsSchema },
      summary: `${action} a user account`,
      handler: (auth, request) => userAdmin.apply(auth, request.params.id, action, requestContext(request)),
    });
  }
};
