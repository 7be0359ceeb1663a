import { adminOperations, tenantActionOperations, userAccountActionOperations } from '@ies/contracts';
import { bindOperations, bindPerName } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../platform/identity/request-context';
import type { OutboxService } from '../verification/outbox.service';
import type { TenantReviewService } from './tenant-review.service';
import type { UserAdminService } from './user-admin.service';

export const adminRoutes: FastifyPluginAsyncZod<{
  review: TenantReviewService;
  outbox: OutboxService;
  userAdmin: UserAdminService;
}> = async (app, { review, outbox, userAdmin }) => {
  bindOperations(app, ['platform administration'], adminOperations, {
    listTenants: (auth, { query }) => review.list(auth, query),
    listTenantUsers: (auth, { params, query }) => userAdmin.listOfTenant(auth, params.id, query),
    listOutbox: (auth, { query }) => outbox.list(auth, query),
  });

  bindPerName(
    app,
    ['platform administration'],
    tenantActionOperations,
    (action) => (auth, request) =>
      review.apply(auth, request.params.id, action, request.body?.reason, requestContext(request)),
  );
  bindPerName(
    app,
    ['platform administration'],
    userAccountActionOperations,
    (action) => (auth, request) => userAdmin.apply(auth, request.params.id, action, requestContext(request)),
  );
};
