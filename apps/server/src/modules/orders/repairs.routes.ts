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
import { requireAuth } from '../../platform/auth.plugin';
import type { RepairsService } from './repairs.service';
import { routeSpec } from '../../platform/route-spec';

/** Repair orders (docs/work-orders.md). */
export const repairsRoutes: FastifyPluginAsyncZod<{ repairs: RepairsService }> = async (app, { repairs }) => {
  const tags = ['repair orders'];
  const route = routeSpec(tags);
  app.post(
    '/repair-orders',
    route('repair:create', 'Raises a repair order for a station the caller reaches (RepairAdd)', {
      body: repairOrderCreateSchema,
      response: { 201: repairOrderRecordSchema },
    }),
    async (request, reply) => reply.code(201).send(await repairs.create(requireAuth(request), request.body)),
  );
  app.get(
    '/repair-orders',
    route(
      'repair:view',
      'Repair orders of the stations the caller reaches, newest first, with counts per status',
      { querystring: repairOrderListQuerySchema, response: { 200: repairOrderListSchema } },
    ),
    async (request) => repairs.list(requireAuth(request), request.query),
  );
  app.get(
    '/repair-orders/:id',
    route('repair:view', 'A repair order with its timeline (RepairRecord)', {
      params: orderIdParamsSchema,
      response: { 200: repairOrderRecordSchema },
    }),
    async (request) => repairs.record(requireAuth(request), request.params.id),
  );
  // One route per move, so each declares its own permission (10602xxx).
  for (const move of REPAIR_MOVE_NAMES) {
    app.post(
      `/repair-orders/:id/${move}`,
      route(REPAIR_MOVES[move].permission, `Repair-order move "${move}" (docs/work-orders.md)`, {
        params: orderIdParamsSchema,
        body: orderMoveSchema,
        response: { 200: repairOrderRecordSchema },
      }),
      async (request) => repairs.move(requireAuth(request), request.params.id, move, request.body),
    );
  }
};
