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
import { requireAuth } from '../../platform/auth.plugin';
import type { WorkOrdersService } from './work-orders.service';
import { routeSpec } from '../../platform/route-spec';

/** Work orders and their templates (docs/work-orders.md). */
export const workOrdersRoutes: FastifyPluginAsyncZod<{ orders: WorkOrdersService }> = async (
  app,
  { orders },
) => {
  const tags = ['work orders'];
  const route = routeSpec(tags);
  app.post(
    '/work-order-templates',
    route('work-order:create', 'Adds a work-order template (per type, with a checklist)', {
      body: workOrderTemplateCreateSchema,
      response: { 201: workOrderTemplateSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await orders.createTemplate(requireAuth(request), request.body)),
  );
  app.get(
    '/work-order-templates',
    route('work-order:view', "The tenant's work-order templates", {
      querystring: workOrderTemplateListQuerySchema,
      response: { 200: workOrderTemplateListSchema },
    }),
    async (request) => orders.templates(requireAuth(request), request.query.type),
  );
  app.post(
    '/work-orders',
    route('work-order:create', 'Creates a work order; the caller is its sponsor (WorkAdd)', {
      body: workOrderCreateSchema,
      response: { 201: workOrderRecordSchema },
    }),
    async (request, reply) => reply.code(201).send(await orders.create(requireAuth(request), request.body)),
  );
  app.get(
    '/work-orders',
    route('work-order:view', 'Work orders the caller may see, newest first, with counts per status', {
      querystring: workOrderListQuerySchema,
      response: { 200: workOrderListSchema },
    }),
    async (request) => orders.list(requireAuth(request), request.query),
  );
  app.get(
    '/work-orders/:id',
    route('work-order:view', 'A work order with its timeline', {
      params: orderIdParamsSchema,
      response: { 200: workOrderRecordSchema },
    }),
    async (request) => orders.record(requireAuth(request), request.params.id),
  );
  // One route per move, so each declares its own permission (10603xxx); the role is checked on the order.
  for (const move of WORK_ORDER_MOVE_NAMES) {
    app.post(
      `/work-orders/:id/${move}`,
      route(WORK_ORDER_MOVES[move].permission, `Work-order move "${move}" (docs/work-orders.md)`, {
        params: orderIdParamsSchema,
        body: workOrderMoveSchema,
        response: { 200: workOrderRecordSchema },
      }),
      async (request) => orders.move(requireAuth(request), request.params.id, move, request.body),
    );
  }
  app.get(
    '/admin/work-orders',
    route(
      'platform:admin',
      "The platform administrator's queue: cloud-platform work orders of every tenant",
      { querystring: workOrderListQuerySchema, response: { 200: workOrderListSchema } },
    ),
    async (request) => orders.adminQueue(requireAuth(request), request.query),
  );
};
