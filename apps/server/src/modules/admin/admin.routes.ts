import {
  adminTenantListQuerySchema,
  adminTenantListSchema,
  adminUserListSchema,
  idParamsSchema,
  outboxListSchema,
  pageQuerySchema,
  tenantReviewSchema,
} from '@ies/contracts';
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
  routes.get('/admin/tenants', PLATFORM_ADMIN_PERMISSION, {
    schema: { querystring: adminTenantListQuerySchema, reply: adminTenantListSchema },
    summary: 'Merchants by status',
    handler: (auth, { query }) => review.list(auth, query),
  });

  for (const action of ACTIONS) {
    routes.noContent.post(`/admin/tenants/:id/${action}`, PLATFORM_ADMIN_PERMISSION, {
      schema: { params: idParamsSchema, body: tenantReviewSchema.optional() },
      summary: `${action} a merchant`,
      handler: (auth, request) =>
        review.apply(auth, request.params.id, action, request.body?.reason, requestContext(request)),
    });
  }

  routes.get('/admin/tenants/:id/users', PLATFORM_ADMIN_PERMISSION, {
    schema: { params: idParamsSchema, querystring: pageQuerySchema, reply: adminUserListSchema },
    summary: 'The users of one tenant',
    handler: (auth, { params, query }) => userAdmin.listOfTenant(auth, params.id, query),
  });

  for (const action of USER_ACTIONS) {
    routes.noContent.post(`/admin/users/:id/${action}`, PLATFORM_ADMIN_PERMISSION, {
      schema: { params: idParamsSchema },
      summary: `${action} a user account`,
      handler: (auth, request) => userAdmin.apply(auth, request.params.id, action, requestContext(request)),
    });
  }

  routes.get('/admin/outbox', PLATFORM_ADMIN_PERMISSION, {
    schema: { querystring: pageQuerySchema, reply: outboxListSchema },
    summary: 'Messages kept by the development outbox (no SMTP or SMS gateway configured)',
    handler: (auth, { query }) => outbox.list(auth, query),
  });
};
