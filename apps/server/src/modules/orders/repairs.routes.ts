import { repairMoveOperations, repairsOperations } from '@ies/contracts';
import { bindOperations, bindPerName } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RepairsService } from './repairs.service';

/** Repair orders (docs/work-orders.md). */
export const repairsRoutes: FastifyPluginAsyncZod<{ repairs: RepairsService }> = async (app, { repairs }) => {
  bindOperations(app, ['repair orders'], repairsOperations, {
    create: (auth, { body }) => repairs.create(auth, body),
    list: (auth, { query }) => repairs.list(auth, query),
    record: (auth, { params }) => repairs.record(auth, params.id),
  });

  // One call per move, so each declares its own permission (10602xxx).
  bindPerName(
    app,
    ['repair orders'],
    repairMoveOperations,
    (move) =>
      (auth, { params, body }) =>
        repairs.move(auth, params.id, move, body),
  );
};
