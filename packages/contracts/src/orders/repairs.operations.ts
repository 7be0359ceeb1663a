import { operation } from '../common/operation';
import {
  orderIdParamsSchema,
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
