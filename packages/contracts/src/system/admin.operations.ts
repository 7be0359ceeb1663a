import { operation, operationsPerName } from '../common/operation';
import {
  adminTenantListQuerySchema,
  adminTenantListSchema,
  adminUserListSchema,
  idParamsSchema,
  outboxListQuerySchema,
  outboxListSchema,
  tenantReviewSchema,
} from '../identity/identity';
import { platformJobListSchema } from './jobs';
import { pageQuerySchema } from '../common/paging';

/** Served by `admin.routes.ts`; OpenAPI tag: platform administration. */
export const adminOperations = {
  listTenants: operation({
    method: 'GET',
    path: '/admin/tenants',
    access: 'platform:admin',
    summary: 'Merchants by status',
    schema: { querystring: adminTenantListQuerySchema, reply: adminTenantListSchema },
  }),
  listTenantUsers: operation({
    method: 'GET',
    path: '/admin/tenants/:id/users',
    access: 'platform:admin',
    summary: 'The users of one tenant',
    schema: { params: idParamsSchema, querystring: pageQuerySchema, reply: adminUserListSchema },
  }),
  listOutbox: operation({
    method: 'GET',
    path: '/admin/outbox',
    access: 'platform:admin',
    summary: 'Messages kept by the development outbox (no SMTP or SMS gateway configured)',
    schema: { querystring: outboxListQuerySchema, reply: outboxListSchema },
  }),
};

/** Served by `modules/jobs/jobs.routes.ts`; OpenAPI tag: platform administration. */
export const jobsOperations = {
  list: operation({
    method: 'GET',
    path: '/admin/jobs',
    access: 'platform:admin',
    summary: 'The background jobs: schedule, last run, its length and the last error',
    schema: { reply: platformJobListSchema },
  }),
};

/** What the platform administrator does to a merchant; the merchant is told by e-mail or SMS. */
export const TENANT_ACTIONS = ['approve', 'reject', 'disable', 'enable'] as const;
export type TenantAction = (typeof TENANT_ACTIONS)[number];
/** What the platform administrator does to a user account: disabling ends its sessions at once. */
export const USER_ACCOUNT_ACTIONS = ['disable', 'enable'] as const;
export type UserAccountAction = (typeof USER_ACCOUNT_ACTIONS)[number];

/** Served by `admin.routes.ts`, one call per action; OpenAPI tag: platform administration. */
export const tenantActionOperations = operationsPerName(TENANT_ACTIONS, (action) =>
  operation({
    method: 'POST',
    path: `/admin/tenants/:id/${action}`,
    access: 'platform:admin',
    answer: 204,
    summary: `${action} a merchant`,
    schema: { params: idParamsSchema, body: tenantReviewSchema.optional() },
  }),
);

/** Served by `admin.routes.ts`, one call per action; OpenAPI tag: platform administration. */
export const userAccountActionOperations = operationsPerName(USER_ACCOUNT_ACTIONS, (action) =>
  operation({
    method: 'POST',
    path: `/admin/users/:id/${action}`,
    access: 'platform:admin',
    answer: 204,
    summary: `${action} a user account`,
    schema: { params: idParamsSchema },
  }),
);
