import { historyOperations } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bindOperations } from '../../platform/operation-routes';
import { attachment } from '../../platform/route-spec';
import type { HistoryService } from './history.service';

/** History data of a device (docs/api/commands-live-history.md). */
export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (app, { history }) => {
  bindOperations(app, ['device history'], historyOperations, {
    query: (auth, { params, query }) => history.query(auth, params.id, query),
    deleteRange: (auth, { params, body }) => history.deleteRange(auth, params.id, body),
    createDownload: (auth, { params, body }) => history.createDownload(auth, params.id, body),
    listDownloads: (auth, { params }) => history.listDownloads(auth, params.id),
    getDownload: (auth, { params }) => history.getDownload(auth, params.id, params.downloadId),
    cancelDownload: (auth, { params }) => history.cancelDownload(auth, params.id, params.downloadId),
    downloadFile: async (auth, { params }, reply) => {
      const file = await history.file(auth, params.id, params.downloadId);
      const type = file.zipped
        ? 'application/zip'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      return attachment(reply, type, file.name, file.content);
    },
  });
};
