import { operation } from '../common/operation';
import {
  historyDeleteResultSchema,
  historyDeleteSchema,
  historyDownloadCreateSchema,
  historyDownloadListSchema,
  historyDownloadParamsSchema,
  historyDownloadSchema,
  historyQuerySchema,
  historyResultSchema,
} from './device-data';
import { XLSX_MIME_TYPE } from './device-import';
import { deviceIdParamsSchema } from './devices';

/** Served by `history.routes.ts`; OpenAPI tag: device history. */
export const historyOperations = {
  query: operation({
    method: 'GET',
    path: '/devices/:id/history',
    access: 'device:data:history',
    summary:
      '1–3 points over a range (raw up to 10,000 points, else rollup buckets) or the recent 100 records',
    schema: { params: deviceIdParamsSchema, querystring: historyQuerySchema, reply: historyResultSchema },
    // No such device in the caller's reach; a range needing more than 10,000 day buckets.
    errors: ['iot-out-wrapper.70005', 'iot-data.10005'],
  }),
  deleteRange: operation({
    method: 'POST',
    path: '/devices/:id/history/delete',
    access: 'device:data:delete',
    summary: 'Deletes the samples of a range (at most 150,000; more than 1,000,000 refused)',
    schema: { params: deviceIdParamsSchema, body: historyDeleteSchema, reply: historyDeleteResultSchema },
  }),
  createDownload: operation({
    method: 'POST',
    path: '/devices/:id/history/downloads',
    access: 'device:data:download',
    answer: 201,
    summary: 'Starts a download task (xlsx, optionally zipped; at most 5 million records)',
    schema: { params: deviceIdParamsSchema, body: historyDownloadCreateSchema, reply: historyDownloadSchema },
  }),
  listDownloads: operation({
    method: 'GET',
    path: '/devices/:id/history/downloads',
    access: 'device:data:download',
    summary: "The caller's download tasks of the device",
    schema: { params: deviceIdParamsSchema, reply: historyDownloadListSchema },
  }),
  getDownload: operation({
    method: 'GET',
    path: '/devices/:id/history/downloads/:downloadId',
    access: 'device:data:download',
    summary: 'A download task and its progress',
    schema: { params: historyDownloadParamsSchema, reply: historyDownloadSchema },
  }),
  cancelDownload: operation({
    method: 'POST',
    path: '/devices/:id/history/downloads/:downloadId/cancel',
    access: 'device:data:download',
    summary: 'Cancels a download task',
    schema: { params: historyDownloadParamsSchema, reply: historyDownloadSchema },
  }),
  downloadFile: operation({
    method: 'GET',
    path: '/devices/:id/history/downloads/:downloadId/file',
    access: 'device:data:download',
    summary: 'The finished file; fetching it finishes the task',
    schema: { params: historyDownloadParamsSchema },
    media: { reply: [{ type: XLSX_MIME_TYPE }, { type: 'application/zip' }] },
  }),
};
