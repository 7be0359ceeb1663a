import { workOrderMoveOperations, workOrdersOperations } from '@ies/contracts';
import { bindOperations, bindPerName } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WorkOrdersService } from './work-orders.service';

/** Work orders and their templates (docs/work-orders.md). */
export const workOrdersRoutes: FastifyPluginAsyncZod<{ orders: WorkOrdersService }> = async (
  app,
  { orders },
) => {
  bindOperations(app, ['work orders'], workOrdersOperations, {
    createTemplate: (auth, { body }) => orders.createTemplate(auth, body),
    templates: (auth, { query }) => orders.templates(auth, query.type),
    create: (auth, { body }) => orders.create(auth, body),
    list: (auth, { query }) => orders.list(auth, query),
    record: (auth, { params }) => orders.record(auth, params.id),
    adminQueue: (auth, { query }) => orders.adminQueue(auth, query),
  });

  // One route per move, so each declares its own permission (10603xxx); the role is checked on the order.
  bindPerName(
    app,
    ['work orders'],
    workOrderMoveOperations,
    (move) =>
      (auth, { params, body }) =>
        orders.move(auth, params.id, move, body),
  );
};
