import { systemLogExportOperations, systemLogOperations } from '@ies/contracts';
import { bindOperations, bindPerName } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import type { SystemLogService } from './system-log.service';
import { attachment } from '../../platform/route-spec';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** SystemManagement/SystemLog: the behaviour log and the operation log (issue 4 item 10). */
export const systemLogRoutes: FastifyPluginAsyncZod<{ systemLog: SystemLogService }> = async (
  app,
  { systemLog },
) => {
  bindOperations(app, ['system-log'], systemLogOperations, {
    operationPage: (auth, { query }) => systemLog.operationPage(auth, query),
    behaviourPage: (auth, { query }) => systemLog.behaviourPage(auth, query),
  });

  // The two logs export alike: same filters, an xlsx named after the log.
  const files = {
    operations: ['operation-log.xlsx', 'exportOperations'],
    behaviours: ['behaviour-log.xlsx', 'exportBehaviours'],
  } as const;
  bindPerName(app, ['system-log'], systemLogExportOperations, (log) => async (auth, request, reply) => {
    const [fileName, method] = files[log];
    const file = await systemLog[method](auth, request.query, requestLocale(request));
    return attachment(reply, XLSX, fileName, file);
  });
};
