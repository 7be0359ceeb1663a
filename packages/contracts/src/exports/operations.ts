import { operation } from '../common/operation';
import { EXPORT_MIME_TYPES } from './limits';
import {
  deliveryInputSchema,
  deliveryListSchema,
  deliveryPathSchema,
  deliverySchema,
  exportRequestSchema,
  exportTaskListSchema,
  exportTaskPathSchema,
  exportTaskSchema,
} from './schemas';

const files = [{ type: EXPORT_MIME_TYPES.xlsx }, { type: EXPORT_MIME_TYPES.pdf }];

/** Served by `modules/exports`; OpenAPI tag: exports (docs/exports.md). */
export const exportOperations = {
  exportFile: operation({
    method: 'POST',
    path: '/exports/file',
    access: 'report:export',
    summary:
      "A report or analysis table as xlsx or PDF, with the screen's figures in the caller's language (small results; larger ones: a download task)",
    audit: false,
    errors: ['iot-export.10001'],
    schema: { body: exportRequestSchema },
    media: { reply: files },
  }),
  createTask: operation({
    method: 'POST',
    path: '/exports/tasks',
    access: 'report:export',
    answer: 201,
    summary: 'Start a download task: the file is made in the background (B §4 states) and kept 7 days',
    schema: { body: exportRequestSchema, reply: exportTaskSchema },
  }),
  listTasks: operation({
    method: 'GET',
    path: '/exports/tasks',
    access: 'report:export',
    summary: "The caller's download tasks, newest first",
    audit: false,
    schema: { reply: exportTaskListSchema },
  }),
  getTask: operation({
    method: 'GET',
    path: '/exports/tasks/:id',
    access: 'report:export',
    summary: 'One download task and its progress',
    audit: false,
    schema: { params: exportTaskPathSchema, reply: exportTaskSchema },
  }),
  cancelTask: operation({
    method: 'POST',
    path: '/exports/tasks/:id/cancel',
    access: 'report:export',
    summary: 'Cancel a download task that has not ended',
    errors: ['iot-export.10003'],
    schema: { params: exportTaskPathSchema, reply: exportTaskSchema },
  }),
  taskFile: operation({
    method: 'GET',
    path: '/exports/tasks/:id/file',
    access: 'report:export',
    summary: "A download task's file; fetching it finishes the task",
    errors: ['iot-data.10011', 'iot-export.10002'],
    schema: { params: exportTaskPathSchema },
    media: { reply: files },
  }),
  listDeliveries: operation({
    method: 'GET',
    path: '/exports/deliveries',
    access: 'report:export',
    summary: "The caller's scheduled report deliveries by e-mail",
    schema: { reply: deliveryListSchema },
  }),
  createDelivery: operation({
    method: 'POST',
    path: '/exports/deliveries',
    access: 'report:export',
    answer: 201,
    summary: 'Schedule a report by e-mail: daily, weekly or monthly in a station’s time zone',
    errors: ['iot-export.10004'],
    schema: { body: deliveryInputSchema, reply: deliverySchema },
  }),
  updateDelivery: operation({
    method: 'PUT',
    path: '/exports/deliveries/:id',
    access: 'report:export',
    summary: 'Replace a scheduled delivery',
    schema: { params: deliveryPathSchema, body: deliveryInputSchema, reply: deliverySchema },
  }),
  removeDelivery: operation({
    method: 'DELETE',
    path: '/exports/deliveries/:id',
    access: 'report:export',
    answer: 204,
    summary: 'Delete a scheduled delivery',
    schema: { params: deliveryPathSchema },
  }),
};
