import { operation } from '../common/operation';
import { behaviourLogPageSchema, logListQuerySchema, operationLogPageSchema } from './system-log';

/** Served by `system-log.routes.ts`; OpenAPI tag: system-log. */
export const systemLogOperations = {
  operationPage: operation({
    method: 'GET',
    path: '/system-logs/operations',
    access: 'system:log:view',
    summary: 'Operation log: every mutating call of the tenant (platform admin: all tenants)',
    schema: { querystring: logListQuerySchema, reply: operationLogPageSchema },
  }),
  behaviourPage: operation({
    method: 'GET',
    path: '/system-logs/behaviours',
    access: 'system:log:view',
    summary: 'Behaviour log: sign-ins, failures, locks, codes, registrations, reviews',
    schema: { querystring: logListQuerySchema, reply: behaviourLogPageSchema },
  }),
};
