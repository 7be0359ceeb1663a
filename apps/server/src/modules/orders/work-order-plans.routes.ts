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
import { requireAuth } from '../../platform/auth.plugin';
import { requestLocale } from '../../platform/locale';
import type { MaintenancePlansService } from './maintenance-plans.service';
import type { WorkOrderReports } from './work-order-reports';
import { attachment, routeSpec } from '../../platform/route-spec';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Planned maintenance, the work-order list's export and its figures (docs/work-orders.md). */
export const workOrderPlansRoutes: FastifyPluginAsyncZod<{
  plans: MaintenancePlansService;
  reports: WorkOrderReports;
}> = async (app, { plans, reports }) => {
  const tags = ['work orders'];
  const route = routeSpec(tags);
  app.get(
    '/work-order-plans',
    route('work-order:view', 'Maintenance plans of the stations the caller reaches', {
      response: { 200: maintenancePlanListSchema },
    }),
    async (request) => plans.list(requireAuth(request)),
  );
  app.post(
    '/work-order-plans',
    route('work-order:create', 'Adds a recurring station inspection (opens a work order every period)', {
      body: maintenancePlanCreateSchema,
      response: { 201: maintenancePlanSchema },
    }),
    async (request, reply) => reply.code(201).send(await plans.create(requireAuth(request), request.body)),
  );
  app.delete(
    '/work-order-plans/:id',
    route('work-order:create', 'Removes a maintenance plan (its orders stay)', {
      params: maintenancePlanParamsSchema,
    }),
    async (request, reply) => {
      await plans.remove(requireAuth(request), request.params.id);
      return reply.code(204).send();
    },
  );
  app.get(
    '/work-orders/figures',
    route(
      'work-order:view',
      'Per month: time to receive, time to repair (MTTR), orders past their planned end',
      { querystring: workOrderListQuerySchema, response: { 200: workOrderFiguresSchema } },
    ),
    async (request) => reports.figures(requireAuth(request), request.query),
  );
  app.get(
    '/admin/work-orders/figures',
    route(
      'platform:admin',
      "The platform administrator's figures: per tenant and month, as /work-orders/figures",
      { querystring: workOrderListQuerySchema, response: { 200: workOrderTenantFiguresSchema } },
    ),
    async (request) => reports.tenantFigures(request.query),
  );
  app.get(
    '/work-orders/export',
    route('work-order:view', 'Work-order list as xlsx (same filters)', {
      querystring: workOrderListQuerySchema,
    }),
    async (request, reply) => {
      const file = await reports.export(requireAuth(request), request.query, requestLocale(request));
      return attachment(reply, XLSX, 'work-orders.xlsx', file);
    },
  );
};
