import { operation, operationsPerName } from '../common/operation';
import { orderIdParamsSchema, WORK_ORDER_MOVE_NAMES, WORK_ORDER_MOVES } from './orders';
import {
  workOrderCreateSchema,
  workOrderListQuerySchema,
  workOrderListSchema,
  workOrderRecordSchema,
  workOrderTemplateCreateSchema,
  workOrderTemplateListQuerySchema,
  workOrderTemplateListSchema,
  workOrderTemplateSchema,
  workOrderMoveSchema,
} from './work-orders';

/** Served by `work-orders.routes.ts`; OpenAPI tag: work orders. */
export const workOrdersOperations = {
  createTemplate: operation({
    method: 'POST',
    path: '/work-order-templates',
    access: 'work-order:create',
    answer: 201,
    summary: 'Adds a work-order template (per type, with a checklist)',
    schema: { body: workOrderTemplateCreateSchema, reply: workOrderTemplateSchema },
  }),
  templates: operation({
    method: 'GET',
    path: '/work-order-templates',
    access: 'work-order:view',
    summary: "The tenant's work-order templates",
    schema: { querystring: workOrderTemplateListQuerySchema, reply: workOrderTemplateListSchema },
  }),
  create: operation({
    method: 'POST',
    path: '/work-orders',
    access: 'work-order:create',
    answer: 201,
    summary: 'Creates a work order; the caller is its sponsor (WorkAdd)',
    schema: { body: workOrderCreateSchema, reply: workOrderRecordSchema },
  }),
  list: operation({
    method: 'GET',
    path: '/work-orders',
    access: 'work-order:view',
    summary: 'Work orders the caller may see, newest first, with counts per status',
    schema: { querystring: workOrderListQuerySchema, reply: workOrderListSchema },
  }),
  record: operation({
    method: 'GET',
    path: '/work-orders/:id',
    access: 'work-order:view',
    summary: 'A work order with its timeline',
    schema: { params: orderIdParamsSchema, reply: workOrderRecordSchema },
  }),
  adminQueue: operation({
    method: 'GET',
    path: '/admin/work-orders',
    access: 'platform:admin',
    summary: "The platform administrator's queue: cloud-platform work orders of every tenant",
    schema: { querystring: workOrderListQuerySchema, reply: workOrderListSchema },
  }),
};

/** One call per move of a work order, each with its own permission (10603xxx); the role is checked on the order. */
export const workOrderMoveOperations = operationsPerName(WORK_ORDER_MOVE_NAMES, (move) =>
  operation({
    method: 'POST',
    path: `/work-orders/:id/${move}`,
    access: WORK_ORDER_MOVES[move].permission,
    summary: `Work-order move "${move}" (docs/work-orders.md)`,
    schema: { params: orderIdParamsSchema, body: workOrderMoveSchema, reply: workOrderRecordSchema },
  }),
);
