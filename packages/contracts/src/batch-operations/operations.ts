import { XLSX_MIME_TYPE } from '../device/device-import';
import { operation } from '../common/operation';
import {
  batchExportQuerySchema,
  batchOperationDetailSchema,
  batchOperationInputSchema,
  batchOperationListQuerySchema,
  batchOperationListSchema,
  batchOperationPathSchema,
} from './schemas';

/** Served by `batch-operations.routes.ts`; OpenAPI tag: batch-operations (OperationManagement/BatchOperation). */
export const batchOperationsOperations = {
  list: operation({
    method: 'GET',
    path: '/batch-operations',
    access: 'device:command',
    summary: "The tenant's batch operations with their summaries, newest first",
    schema: { querystring: batchOperationListQuerySchema, reply: batchOperationListSchema },
  }),
  create: operation({
    method: 'POST',
    path: '/batch-operations',
    access: 'device:command',
    answer: 201,
    summary: 'Send one command or configuration push to the selected devices; offline ones are refused',
    errors: ['iot-batch.10001', 'iot-batch.10002'],
    schema: { body: batchOperationInputSchema, reply: batchOperationDetailSchema },
  }),
  get: operation({
    method: 'GET',
    path: '/batch-operations/:id',
    access: 'device:command',
    summary: 'One batch operation with the result of each device',
    errors: ['iot-batch.10004'],
    schema: { params: batchOperationPathSchema, reply: batchOperationDetailSchema },
  }),
  export: operation({
    method: 'GET',
    path: '/batch-operations/:id/export',
    access: 'device:command',
    summary: 'The results of a batch operation as a CSV or Excel file',
    errors: ['iot-batch.10004'],
    media: {
      reply: [{ type: 'text/csv' }, { type: XLSX_MIME_TYPE }],
    },
    schema: { params: batchOperationPathSchema, querystring: batchExportQuerySchema },
  }),
};
