import { operation, operationsPerName } from '../common/operation';
import {
  orderIdParamsSchema,
  orderMoveSchema,
  REPAIR_MOVE_NAMES,
  REPAIR_MOVES,
  repairOrderCreateSchema,
  repairOrderListQuerySchema,
  repairOrderListSchema,
  repairOrderRecordSchema,
} from './orders';

/** Served by `repairs.routes.ts`; OpenAPI tag: repair orders. */
export const repairsOperations = {
  create: operation({
    method: 'POST',
    path: '/repair-orders',
    errors: ['iot-http.404'],
    access: 'repair:create',
    answer: 201,
    summary: 'Raises a repair order for a station the caller reaches (RepairAdd)',
    schema: { body: repairOrderCreateSchema, reply: repairOrderRecordSchema },
  }),
  list: operation({
    method: 'GET',
    path: '/repair-orders',
    access: 'repair:view',
    summary: 'Repair orders of the stations the caller reaches, newest first, with counts per status',
    schema: { querystring: repairOrderListQuerySchema, reply: repairOrderListSchema },
  }),
  record: operation({
    method: 'GET',
    path: '/repair-orders/:id',
    access: 'repair:view',
    summary: 'A repair order with its timeline (RepairRecord)',
    schema: { params: orderIdParamsSchema, reply: repairOrderRecordSchema },
  }),
};

/** One call per move of a repair order, each with its own permission (10602xxx); docs/work-orders.md. */
export const repairMoveOperations = operationsPerName(REPAIR_MOVE_NAMES, (move) =>
  operation({
    method: 'POST',
    path: `/repair-orders/:id/${move}`,
    access: REPAIR_MOVES[move].permission,
    summary: `Repair-order move "${move}" (docs/work-orders.md)`,
    schema: { params: orderIdParamsSchema, body: orderMoveSchema, reply: repairOrderRecordSchema },
  }),
);
