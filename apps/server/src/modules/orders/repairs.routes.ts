import {
  orderIdParamsSchema,
  orderMoveSchema,
  REPAIR_MOVE_NAMES,
  REPAIR_MOVES,
  repairOrderCreateSchema,
  repairOrderListQuerySchema,
  repairOrderListSchema,
  repairOrderRecordSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RepairsService } from './repairs.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Repair orders (docs/work-orders.md). */
export const repairsRoutes: FastifyPluginAsyncZod<{ repairs: RepairsService }> = async (app, { repairs }) => {
  const routes = moduleRoutes(app, ['repair orders']);
  routes.created.post('/repair-orders', 'repair:create', {
    schema: { body: repairOrderCreateSchema, reply: repairOrderRecordSchema },
    summary: 'Raises a repair order for a station the caller reaches (RepairAdd)',
    handler: (auth, { body }) => repairs.create(auth, body),
  });
  routes.get('/repair-orders', 'repair:view', {
    schema: { querystring: repairOrderListQuerySchema, reply: repairOrderListSchema },
    summary: 'Repair orders of the stations the caller reaches, newest first, with counts per status',
    handler: (auth, { query }) => repairs.list(auth, query),
  });
  routes.get('/repair-orders/:id', 'repair:view', {
    schema: { params: orderIdParamsSchema, reply: repairOrderRecordSchema },
    summary: 'A repair order with its timeline (RepairRecord)',
    handler: (auth, { params }) => repairs.record(auth, params.id),
  });
  // One route per move, so each declares its own permission (10602xxx).
  for (const move of REPAIR_MOVE_NAMES) {
    routes.post(`/repair-orders/:id/${move}`, REPAIR_MOVES[move].permission, {
      schema: { params: orderIdParamsSchema, body: orderMoveSchema, reply: repairOrderRecordSchema },
      summary: `Repair-order move "${move}" (docs/work-orders.md)`,
      handler: (auth, { params, body }) => repairs.move(auth, params.id, move, body),
    });
  }
};
