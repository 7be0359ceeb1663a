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
import { PLATFORM_ADMIN_PERMISSION, requireAuth } from '../../platform/auth.plugin';
import { requestContext } from '../../platform/identity/request-context';
import type { OutboxService } from '../verification/outbox.service';
import type { TenantAction, TenantReviewService } from './tenant-review.service';
import type { UserAction, UserAdminService } from './user-admin.service';
import { noContent, routeSpec } from '../../platform/route-spec';

const tags = ['platform administration'];
const route = routeSpec(tags);
const ACTIONS: TenantAction[] = ['approve', 'reject', 'disable', 'enable'];
const USER_ACTIONS: UserAction[] = ['disable', 'enable'];

export const adminRoutes: FastifyPluginAsyncZod<{
  review: TenantReviewService;
  outbox: OutboxService;
  userAdmin: UserAdminService;
}> = async (app, { review, outbox, userAdmin }) => {
  app.get(
    '/admin/tenants',
    route(PLATFORM_ADMIN_PERMISSION, 'Merchants by status', {
      querystring: adminTenantListQuerySchema,
      response: { 200: adminTenantListSchema },
    }),
    async (request) => review.list(requireAuth(request), request.query),
  );

  for (const action of ACTIONS) {
    app.post(
      `/admin/tenants/:id/${action}`,
      route(PLATFORM_ADMIN_PERMISSION, `${action} a merchant`, {
        params: idParamsSchema,
        body: tenantReviewSchema.optional(),
      }),
      async (request, reply) =>
        noContent(
          reply,
          review.apply(
            requireAuth(request),
            request.params.id,
            action,
            request.body?.reason,
            requestContext(request),
          ),
        ),
    );
  }

  app.get(
    '/admin/tenants/:id/users',
    route(PLATFORM_ADMIN_PERMISSION, 'The users of one tenant', {
      params: idParamsSchema,
      querystring: pageQuerySchema,
      response: { 200: adminUserListSchema },
    }),
    async (request) => userAdmin.listOfTenant(requireAuth(request), request.params.id, request.query),
  );

  for (const action of USER_ACTIONS) {
    app.post(
      `/admin/users/:id/${action}`,
      route(PLATFORM_ADMIN_PERMISSION, `${action} a user account`, { params: idParamsSchema }),
      async (request, reply) =>
        noContent(
          reply,
          userAdmin.apply(requireAuth(request), request.params.id, action, requestContext(request)),
        ),
    );
  }

  app.get(
    '/admin/outbox',
    route(
      PLATFORM_ADMIN_PERMISSION,
      'Messages kept by the development outbox (no SMTP or SMS gateway configured)',
      { querystring: pageQuerySchema, response: { 200: outboxListSchema } },
    ),
    async (request) => outbox.list(requireAuth(request), request.query),
  );
};
