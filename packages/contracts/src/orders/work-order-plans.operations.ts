import { operation } from '../common/operation';
import {
  maintenancePlanCreateSchema,
  maintenancePlanListSchema,
  maintenancePlanParamsSchema,
  maintenancePlanSchema,
  workOrderFiguresSchema,
  workOrderTenantFiguresSchema,
} from './work-order-plans';
import { XLSX_MIME_TYPE } from '../device/device-import';
import { workOrderListQuerySchema } from './work-orders';

/** Served by `work-order-plans.routes.ts`; OpenAPI tag: work orders. */
export const workOrderPlansOperations = {
  list: operation({
    method: 'GET',
    path: '/work-order-plans',
    access: 'work-order:view',
    summary: 'Maintenance plans of the stations the caller reaches',
    schema: { reply: maintenancePlanListSchema },
  }),
  create: operation({
    method: 'POST',
    path: '/work-order-plans',
    errors: ['iot-http.404'],
    access: 'work-order:create',
    answer: 201,
    summary: 'Adds a recurring station inspection (opens a work order every period)',
    schema: { body: maintenancePlanCreateSchema, reply: maintenancePlanSchema },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/work-order-plans/:id',
    access: 'work-order:create',
    answer: 204,
    summary: 'Removes a maintenance plan (its orders stay)',
    schema: { params: maintenancePlanParamsSchema },
  }),
  figures: operation({
    method: 'GET',
    path: '/work-orders/figures',
    access: 'work-order:view',
    summary: 'Per month: time to receive, time to repair (MTTR), orders past their planned end',
    schema: { querystring: workOrderListQuerySchema, reply: workOrderFiguresSchema },
  }),
  tenantFigures: operation({
    method: 'GET',
    path: '/admin/work-orders/figures',
    access: 'platform:admin',
    summary: "The platform administrator's figures: per tenant and month, as /work-orders/figures",
    schema: { querystring: workOrderListQuerySchema, reply: workOrderTenantFiguresSchema },
  }),
  export: operation({
    method: 'GET',
    path: '/work-orders/export',
    access: 'work-order:view',
    summary: 'Work-order list as xlsx (same filters)',
    schema: { querystring: workOrderListQuerySchema },
    media: { reply: [{ type: XLSX_MIME_TYPE }] },
  }),
};
