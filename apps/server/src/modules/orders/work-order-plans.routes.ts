import {
  maintenancePlanCreateSchema,
  maintenancePlanListSchema,
  maintenancePlanParamsSchema,
  maintenancePlanSchema,
  workOrderFiguresSchema,
  workOrderTenantFiguresSchema,
  workOrderListQuerySchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import type { MaintenancePlansService } from './maintenance-plans.service';
import type { WorkOrderReports } from './work-order-reports';
import { moduleRoutes, attachment } from '../../platform/route-spec';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Planned maintenance, the work-order list's export and its figures (docs/work-orders.md). */
export const workOrderPlansRoutes: FastifyPluginAsyncZod<{
  plans: MaintenancePlansService;
  reports: WorkOrderReports;
}> = async (app, { plans, reports }) => {
  const routes = moduleRoutes(app, ['work orders']);
  routes.get('/work-order-plans', 'work-order:view', {
    schema: { reply: maintenancePlanListSchema },
    summary: 'Maintenance plans of the stations the caller reaches',
    handler: (auth) => plans.list(auth),
  });
  routes.created.post('/work-order-plans', 'work-order:create', {
    schema: { body: maintenancePlanCreateSchema, reply: maintenancePlanSchema },
    summary: 'Adds a recurring station inspection (opens a work order every period)',
    handler: (auth, { body }) => plans.create(auth, body),
  });
  routes.noContent.delete('/work-order-plans/:id', 'work-order:create', {
    schema: { params: maintenancePlanParamsSchema },
    summary: 'Removes a maintenance plan (its orders stay)',
    handler: async (auth, { params }) => {
      await plans.remove(auth, params.id);
    },
  });
  routes.get('/work-orders/figures', 'work-order:view', {
    schema: { querystring: workOrderListQuerySchema, reply: workOrderFiguresSchema },
    summary: 'Per month: time to receive, time to repair (MTTR), orders past their planned end',
    handler: (auth, { query }) => reports.figures(auth, query),
  });
  routes.get('/admin/work-orders/figures', 'platform:admin', {
    schema: { querystring: workOrderListQuerySchema, reply: workOrderTenantFiguresSchema },
    summary: "The platform administrator's figures: per tenant and month, as /work-orders/figures",
    handler: (_auth, { query }) => reports.tenantFigures(query),
  });
  routes.get('/work-orders/export', 'work-order:view', {
    schema: { querystring: workOrderListQuerySchema },
    summary: 'Work-order list as xlsx (same filters)',
    handler: async (auth, request, reply) => {
      const file = await reports.export(auth, request.query, requestLocale(request));
      return attachment(reply, XLSX, 'work-orders.xlsx', file);
    },
  });
};
