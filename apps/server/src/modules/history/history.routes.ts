import { deviceIdParamsSchema, historyDownloadSchema, historyOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moduleRoutes, attachment } from '../../platform/route-spec';
import type { HistoryService } from './history.service';

const downloadParams = z.object({ id: z.string().min(1).max(64), downloadId: z.uuid() });

/** History data of a device (docs/api/commands-live-history.md). */
export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (app, { history }) => {
  const routes = moduleRoutes(app, ['device history']);
  bindOperations(app, ['device history'], historyOperations, {
    query: (auth, { params, query }) => history.query(auth, params.id, query),
    deleteRange: (auth, { params, body }) => history.deleteRange(auth, params.id, body),
    createDownload: (auth, { params, body }) => history.createDownload(auth, params.id, body),
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
