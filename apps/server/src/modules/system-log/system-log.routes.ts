import {
  behaviourLogPageSchema,
  logFilterQuerySchema,
  logListQuerySchema,
  operationLogPageSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.plugin';
import { requestLocale } from '../../platform/locale';
import type { SystemLogService } from './system-log.service';
import { attachment, routeSpec } from '../../platform/route-spec';

const tags = ['system-log'];
const route = routeSpec(tags);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const permission = 'system:log:view';

/** SystemManagement/SystemLog: the behaviour log and the operation log (issue 4 item 10). */
export const systemLogRoutes: FastifyPluginAsyncZod<{ systemLog: SystemLogService }> = async (
  app,
  { systemLog },
) => {
  app.get(
    '/system-logs/operations',
    route(permission, 'Operation log: every mutating call of the tenant (platform admin: all tenants)', {
      querystring: logListQuerySchema,
      response: { 200: operationLogPageSchema },
    }),
    async (request) => systemLog.operationPage(requireAuth(request), request.query),
  );

  app.get(
    '/system-logs/behaviours',
    route(permission, 'Behaviour log: sign-ins, failures, locks, codes, registrations, reviews', {
      querystring: logListQuerySchema,
      response: { 200: behaviourLogPageSchema },
    }),
    async (request) => systemLog.behaviourPage(requireAuth(request), request.query),
  );

  // The two logs export alike: same filters, an xlsx named after the log.
  const exports = [
    ['operations', 'Operation log', 'operation-log.xlsx', 'exportOperations'],
    ['behaviours', 'Behaviour log', 'behaviour-log.xlsx', 'exportBehaviours'],
  ] as const;
  for (const [path, title, fileName, method] of exports) {
    app.get(
      `/system-logs/${path}/export`,
      route(permission, `${title} as xlsx (same filters)`, { querystring: logFilterQuerySchema }),
      async (request, reply) => {
        const file = await systemLog[method](requireAuth(request), request.query, requestLocale(request));
        return attachment(reply, XLSX, fileName, file);
      },
    );
  }
};
