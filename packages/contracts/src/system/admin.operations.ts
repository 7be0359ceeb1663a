import { operation } from '../common/operation';
import {
  adminTenantListQuerySchema,
  adminTenantListSchema,
  adminUserListSchema,
  idParamsSchema,
  outboxListQuerySchema,
  outboxListSchema,
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
