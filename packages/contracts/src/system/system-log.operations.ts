import { operation, operationsPerName } from '../common/operation';
import {
  behaviourLogPageSchema,
  logFilterQuerySchema,
  logListQuerySchema,
  operationLogPageSchema,
} from './system-log';

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

const LOG_TITLES = { operations: 'Operation log', behaviours: 'Behaviour log' } as const;

/** Each log as xlsx, with the same filters as its page; served by `system-log.routes.ts`. */
export const systemLogExportOperations = operationsPerName(['operations', 'behaviours'] as const, (log) =>
  operation({
    method: 'GET',
    path: `/system-logs/${log}/export`,
    access: 'system:log:view',
    summary: `${LOG_TITLES[log]} as xlsx (same filters)`,
    schema: { querystring: logFilterQuerySchema },
    media: { reply: [{ type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }] },
  }),
);
