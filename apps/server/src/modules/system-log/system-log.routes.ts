import { logFilterQuerySchema, systemLogOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import type { SystemLogService } from './system-log.service';
import { moduleRoutes, attachment } from '../../platform/route-spec';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const permission = 'system:log:view';

/** SystemManagement/SystemLog: the behaviour log and the operation log (issue 4 item 10). */
export const systemLogRoutes: FastifyPluginAsyncZod<{ systemLog: SystemLogService }> = async (
  app,
  { systemLog },
) => {
  const routes = moduleRoutes(app, ['system-log']);
  bindOperations(app, ['system-log'], systemLogOperations, {
    operationPage: (auth, { query }) => systemLog.operationPage(auth, query),
    behaviourPage: (auth, { query }) => systemLog.behaviourPage(auth, query),
  });

  // The two logs export alike: same filters, an xlsx named after the log.
  const exports = [
    ['operations', 'Operation log', 'operation-log.xlsx', 'exportOperations'],
    ['behaviours', 'Behaviour log', 'behaviour-log.xlsx', 'exportBehaviours'],
  ] as const;
  for (const [path, title, fileName, method] of exports) {
    routes.get(`/system-logs/${path}/export`, permission, {
      schema: { querystring: logFilterQuerySchema },
      summary: `${title} as xlsx (same filters)`,
      media: { reply: [{ type: XLSX }] },
      handler: async (auth, request, reply) => {
        const file = await systemLog[method](auth, request.query, requestLocale(request));
        return attachment(reply, XLSX, fileName, file);
      },
    });
  }
};
