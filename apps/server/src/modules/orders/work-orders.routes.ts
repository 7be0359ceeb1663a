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
  const routes = moduleRoutes(app, ['work orders']);
  routes.created.post('/work-order-templates', 'work-order:create', {
    schema: { body: workOrderTemplateCreateSchema, reply: workOrderTemplateSchema },
    summary: 'Adds a work-order template (per type, with a checklist)',
    handler: (auth, { body }) => orders.createTemplate(auth, body),
  });
  routes.get('/work-order-templates', 'work-order:view', {
    schema: { querystring: workOrderTemplateListQuerySchema, reply: workOrderTemplateListSchema },
    summary: "The tenant's work-order templates",
    handler: (auth, { query }) => orders.templates(auth, query.type),
  });
  routes.created.post('/work-orders', 'work-order:create', {
    schema: { body: workOrderCreateSchema, reply: workOrderRecordSchema },
    summary: 'Creates a work order; the caller is its sponsor (WorkAdd)',
    handler: (auth, { body }) => orders.create(auth, body),
  });
  routes.get('/work-orders', 'work-order:view', {
    schema: { querystring: workOrderListQuerySchema, reply: workOrderListSchema },
    summary: 'Work orders the caller may see, newest first, with counts per status',
    handler: (auth, { query }) => orders.list(auth, query),
  });
  routes.get('/work-orders/:id', 'work-order:view', {
    schema: { params: orderIdParamsSchema, reply: workOrderRecordSchema },
    summary: 'A work order with its timeline',
    handler: (auth, { params }) => orders.record(auth, params.id),
  });
  // One route per move, so each declares its own permission (10603xxx); the role is checked on the order.
  for (const move of WORK_ORDER_MOVE_NAMES) {
    routes.post(`/work-orders/:id/${move}`, WORK_ORDER_MOVES[move].permission, {
      schema: { params: orderIdParamsSchema, body: workOrderMoveSchema, reply: workOrderRecordSchema },
      summary: `Work-order move "${move}" (docs/work-orders.md)`,
      handler: (auth, { params, body }) => orders.move(auth, params.id, move, body),
    });
  }
  routes.get('/admin/work-orders', 'platform:admin', {
    schema: { querystring: workOrderListQuerySchema, reply: workOrderListSchema },
    summary: "The platform administrator's queue: cloud-platform work orders of every tenant",
    handler: (auth, { query }) => orders.adminQueue(auth, query),
  });
};
