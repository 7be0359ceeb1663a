import {
  orderIdParamsSchema,
  WORK_ORDER_MOVE_NAMES,
  WORK_ORDER_MOVES,
  workOrderMoveSchema,
  workOrderRecordSchema,
  workOrdersOperations,
} from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WorkOrdersService } from './work-orders.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Work orders and their templates (docs/work-orders.md). */
export const workOrdersRoutes: FastifyPluginAsyncZod<{ orders: WorkOrdersService }> = async (
  app,
  { orders },
) => {
  const routes = moduleRoutes(app, ['work orders']);
  bindOperations(app, ['work orders'], workOrdersOperations, {
    createTemplate: (auth, { body }) => orders.createTemplate(auth, body),
    templates: (auth, { query }) => orders.templates(auth, query.type),
    create: (auth, { body }) => orders.create(auth, body),
    list: (auth, { query }) => orders.list(auth, query),
    record: (auth, { params }) => orders.record(auth, params.id),
    adminQueue: (auth, { query }) => orders.adminQueue(auth, query),
  });

  // One route per move, so each declares its own permission (10603xxx); the role is checked on the order.
  for (const move of WORK_ORDER_MOVE_NAMES) {
    routes.post(`/work-orders/:id/${move}`, WORK_ORDER_MOVES[move].permission, {
      schema: { params: orderIdParamsSchema, body: workOrderMoveSchema, reply: workOrderRecordSchema },
      summary: `Work-order move "${move}" (docs/work-orders.md)`,
      handler: (auth, { params, body }) => orders.move(auth, params.id, move, body),
    });
  }
};
