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
import { requireAuth } from '../../platform/auth.plugin';
import { attachment, routeSpec } from '../../platform/route-spec';
import type { HistoryService } from './history.service';

const downloadParams = z.object({ id: z.string().min(1).max(64), downloadId: z.uuid() });

/** History data of a device (docs/api/commands-live-history.md). */
export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (app, { history }) => {
  const route = routeSpec(['device history']);
  app.get(
    '/devices/:id/history',
    route(
      'device:data:history',
      '1–3 points over a range (raw up to 10,000 points, else rollup buckets) or the recent 100 records',
      {
        params: deviceIdParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyResultSchema },
      },
    ),
    async (request) => history.query(requireAuth(request), request.params.id, request.query),
  );
  app.post(
    '/devices/:id/history/delete',
    route(
      'device:data:delete',
      'Deletes the samples of a range (at most 150,000; more than 1,000,000 refused)',
      {
        params: deviceIdParamsSchema,
        body: historyDeleteSchema,
        response: { 200: historyDeleteResultSchema },
      },
    ),
    async (request) => history.deleteRange(requireAuth(request), request.params.id, request.body),
  );
  app.post(
    '/devices/:id/history/downloads',
    route(
      'device:data:download',
      'Starts a download task (xlsx, optionally zipped; at most 5 million records)',
      {
        params: deviceIdParamsSchema,
        body: historyDownloadCreateSchema,
        response: { 201: historyDownloadSchema },
      },
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(await history.createDownload(requireAuth(request), request.params.id, request.body)),
  );
  app.get(
    '/devices/:id/history/downloads',
    route('device:data:download', "The caller's download tasks of the device", {
      params: deviceIdParamsSchema,
      response: { 200: z.object({ list: z.array(historyDownloadSchema) }) },
    }),
    async (request) => history.listDownloads(requireAuth(request), request.params.id),
  );
  app.get(
    '/devices/:id/history/downloads/:downloadId',
    route('device:data:download', 'A download task and its progress', {
      params: downloadParams,
      response: { 200: historyDownloadSchema },
    }),
    async (request) =>
      history.getDownload(requireAuth(request), request.params.id, request.params.downloadId),
  );
  app.post(
    '/devices/:id/history/downloads/:downloadId/cancel',
    route('device:data:download', 'Cancels a download task', {
      params: downloadParams,
      response: { 200: historyDownloadSchema },
    }),
    async (request) =>
      history.cancelDownload(requireAuth(request), request.params.id, request.params.downloadId),
  );
  app.get(
    '/devices/:id/history/downloads/:downloadId/file',
    route('device:data:download', 'The finished file; fetching it finishes the task', {
      params: downloadParams,
    }),
    async (request, reply) => {
      const file = await history.file(requireAuth(request), request.params.id, request.params.downloadId);
      const type = file.zipped
        ? 'application/zip'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      return attachment(reply, type, file.name, file.content);
    },
  );
};
