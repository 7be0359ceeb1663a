import { EXPORT_MIME_TYPES, type ExportFormat, exportOperations } from '@ies/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import { bindOperations } from '../../platform/operation-routes';
import type { DeliveriesService } from './deliveries.service';
import type { ExportsService } from './exports.service';

/** A download: an ASCII name for old clients and the full (CJK) name as RFC 5987 `filename*`. */
function sendFile(reply: FastifyReply, file: { name: string; format: ExportFormat; content: Buffer }) {
  const ascii = file.name.replace(/[^\w.-]+/g, '_');
  return reply
    .type(EXPORT_MIME_TYPES[file.format])
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(file.content);
}

/** Exports, download tasks and scheduled deliveries (docs/exports.md). */
export const exportsRoutes: FastifyPluginAsyncZod<{
  exports: ExportsService;
  deliveries: DeliveriesService;
}> = async (app, { exports, deliveries }) => {
  bindOperations(app, ['exports'], exportOperations, {
    exportFile: async (auth, request, reply) =>
      sendFile(reply, await exports.exportFile(auth, request.body, requestLocale(request))),
    createTask: (auth, request) => exports.createTask(auth, request.body, requestLocale(request)),
    listTasks: (auth, request) => exports.listTasks(auth, requestLocale(request)),
    getTask: (auth, request) => exports.getTask(auth, request.params.id, requestLocale(request)),
    cancelTask: (auth, request) => exports.cancelTask(auth, request.params.id, requestLocale(request)),
    taskFile: async (auth, request, reply) =>
      sendFile(reply, await exports.taskFile(auth, request.params.id)),
    listDeliveries: (auth) => deliveries.list(auth),
    createDelivery: (auth, { body }) => deliveries.create(auth, body),
    updateDelivery: (auth, { params, body }) => deliveries.update(auth, params.id, body),
    removeDelivery: (auth, { params }) => deliveries.remove(auth, params.id),
  });
};
