import {
  deviceIdParamsSchema,
  historyDeleteResultSchema,
  historyDeleteSchema,
  historyDownloadCreateSchema,
  historyDownloadSchema,
  historyQuerySchema,
  historyResultSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moduleRoutes, attachment } from '../../platform/route-spec';
import type { HistoryService } from './history.service';

const downloadParams = z.object({ id: z.string().min(1).max(64), downloadId: z.uuid() });

/** History data of a device (docs/api/commands-live-history.md). */
export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (app, { history }) => {
  const routes = moduleRoutes(app, ['device history']);
  routes.get('/devices/:id/history', 'device:data:history', {
    schema: { params: deviceIdParamsSchema, querystring: historyQuerySchema, reply: historyResultSchema },
    summary:
      '1–3 points over a range (raw up to 10,000 points, else rollup buckets) or the recent 100 records',
    handler: (auth, { params, query }) => history.query(auth, params.id, query),
  });
  routes.post('/devices/:id/history/delete', 'device:data:delete', {
    schema: { params: deviceIdParamsSchema, body: historyDeleteSchema, reply: historyDeleteResultSchema },
    summary: 'Deletes the samples of a range (at most 150,000; more than 1,000,000 refused)',
    handler: (auth, { params, body }) => history.deleteRange(auth, params.id, body),
  });
  routes.created.post('/devices/:id/history/downloads', 'device:data:download', {
    schema: { params: deviceIdParamsSchema, body: historyDownloadCreateSchema, reply: historyDownloadSchema },
    summary: 'Starts a download task (xlsx, optionally zipped; at most 5 million records)',
    handler: (auth, { params, body }) => history.createDownload(auth, params.id, body),
  });
  routes.get('/devices/:id/history/downloads', 'device:data:download', {
    schema: { params: deviceIdParamsSchema, reply: z.object({ list: z.array(historyDownloadSchema) }) },
    summary: "The caller's download tasks of the device",
    handler: (auth, { params }) => history.listDownloads(auth, params.id),
  });
  routes.get('/devices/:id/history/downloads/:downloadId', 'device:data:download', {
    schema: { params: downloadParams, reply: historyDownloadSchema },
    summary: 'A download task and its progress',
    handler: (auth, { params }) => history.getDownload(auth, params.id, params.downloadId),
  });
  routes.post('/devices/:id/history/downloads/:downloadId/cancel', 'device:data:download', {
    schema: { params: downloadParams, reply: historyDownloadSchema },
    summary: 'Cancels a download task',
    handler: (auth, { params }) => history.cancelDownload(auth, params.id, params.downloadId),
  });
  routes.get('/devices/:id/history/downloads/:downloadId/file', 'device:data:download', {
    schema: { params: downloadParams },
    summary: 'The finished file; fetching it finishes the task',
    handler: async (auth, { params }, reply) => {
      const file = await history.file(auth, params.id, params.downloadId);
      const type = file.zipped
        ? 'application/zip'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      return attachment(reply, type, file.name, file.content);
    },
  });
};
