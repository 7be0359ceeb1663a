import { workOrderPlansOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import type { MaintenancePlansService } from './maintenance-plans.service';
import type { WorkOrderReports } from './work-order-reports';
import { attachment } from '../../platform/route-spec';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Planned maintenance, the work-order list's export and its figures (docs/work-orders.md). */
export const workOrderPlansRoutes: FastifyPluginAsyncZod<{
  plans: MaintenancePlansService;
  reports: WorkOrderReports;
}> = async (app, { plans, reports }) => {
  bindOperations(app, ['work orders'], workOrderPlansOperations, {
    list: (auth) => plans.list(auth),
    create: (auth, { body }) => plans.create(auth, body),
    remove: async (auth, { params }) => {
      await plans.remove(auth, params.id);
    },
    figures: (auth, { query }) => reports.figures(auth, query),
    tenantFigures: (_auth, { query }) => reports.tenantFigures(query),
    export: async (auth, request, reply) => {
      const file = await reports.export(auth, request.query, requestLocale(request));
      return attachment(reply, XLSX, 'work-orders.xlsx', file);
    },
  });
};
