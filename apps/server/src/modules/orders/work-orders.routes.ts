import {
  orderIdParamsSchema,
  WORK_ORDER_MOVE_NAMES,
  WORK_ORDER_MOVES,
  workOrderCreateSchema,
  workOrderListQuerySchema,
  workOrderListSchema,
  workOrderMoveSchema,
  workOrderRecordSchema,
  workOrderTemplateCreateSchema,
  workOrderTemplateListQuerySchema,
  workOrderTemplateListSchema,
  workOrderTemplateSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WorkOrdersService } from './work-orders.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Work orders and their templates (docs/work-orders.md). */
export const workOrdersRoutes: FastifyPluginAsyncZod<{ orders: WorkOrdersService }> = async (
  app,
  { orders },
) => {
  const tags = ['work orders'];
  const routes = moduleRoutes(app, tags);
  routes.post('/work-order-templates', 'work-order:create', {
    summary: 'Adds a work-order template (per type, with a checklist)',
    schema: { body: workOrderTemplateCreateSchema, response: { 201: workOrderTemplateSchema } },
    handler: (auth, { body }) => orders.createTemplate(auth, body),
  });
  routes.get('/work-order-templates', 'work-order:view', {
    summary: "The tenant's work-order templates",
    schema: { querystring: workOrderTemplateListQuerySchema, response: { 200: workOrderTemplateListSchema } },
    handler: (auth, { query }) => orders.templates(auth, query.type),
  });
  routes.post('/work-orders', 'work-order:create', {
    summary: 'Creates a work order; the caller is its sponsor (WorkAdd)',
    schema: { body: workOrderCreateSchema, response: { 201: workOrderRecordSchema } },
    handler: (auth, { body }) => orders.create(auth, body),
  });
  routes.get('/work-orders', 'work-order:view', {
    summary: 'Work orders the caller may see, newest first, with counts per status',
    schema: { querystring: workOrderListQuerySchema, response: { 200: workOrderListSchema } },
    handler: (auth, { query }) => orders.list(auth, query),
  });
  routes.get('/work-orders/:id', 'work-order:view', {
    summary: 'A work order with its timeline',
    schema: { params: orderIdParamsSchema, response: { 200: workOrderRecordSchema } },
    handler: (auth, { params }) => orders.record(auth, params.id),
  });
  // One route per move, so each declares its own permission (10603xxx); the role is checked on the order.
  for (const move of WORK_ORDER_MOVE_NAMES) {
    routes.post(`/work-orders/:id/${move}`, WORK_ORDER_MOVES[move].permission, {
      summary: `Work-order move "${move}" (docs/work-orders.md)`,
      schema: {
        params: orderIdParamsSchema,
        body: workOrderMoveSchema,
        response: { 200: workOrderRecordSchema },
      },
      handler: (auth, { params, body }) => orders.move(auth, params.id, move, body),
    });
  }
  routes.get('/admin/work-orders', 'platform:admin', {
    summary: "The platform administrator's queue: cloud-platform work orders of every tenant",
    schema: { querystring: workOrderListQuerySchema, response: { 200: workOrderListSchema } },
    handler: (auth, { query }) => orders.adminQueue(auth, query),
  });
};
