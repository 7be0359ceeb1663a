import {
  orderIdParamsSchema,
  orderMoveSchema,
  REPAIR_MOVE_NAMES,
  REPAIR_MOVES,
  repairOrderRecordSchema,
  repairsOperations,
} from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RepairsService } from './repairs.service';
import { moduleRoutes } from '../../platform/route-spec';

/** Repair orders (docs/work-orders.md). */
export const repairsRoutes: FastifyPluginAsyncZod<{ repairs: RepairsService }> = async (app, { repairs }) => {
  const routes = moduleRoutes(app, ['repair orders']);
  bindOperations(app, ['repair orders'], repairsOperations, {
    create: (auth, { body }) => repairs.create(auth, body),
    list: (auth, { query }) => repairs.list(auth, query),
    record: (auth, { params }) => repairs.record(auth, params.id),
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
