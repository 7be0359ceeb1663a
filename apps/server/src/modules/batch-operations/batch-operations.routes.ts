import { batchOperationsOperations } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale';
import { bindOperations } from '../../platform/operation-routes';
import { attachment } from '../../platform/route-spec';
import type { BatchOperationsService } from './batch-operations.service';

/** OperationManagement/BatchOperation: batch commands and configuration pushes. */
export const batchOperationsRoutes: FastifyPluginAsyncZod<{ batches: BatchOperationsService }> = async (
  app,
  { batches },
) => {
  bindOperations(app, ['batch-operations'], batchOperationsOperations, {
    list: (auth, { query }) => batches.list(auth, query),
    create: (auth, { body }, reply) => batches.create(auth, body, requestLocale(reply.request)),
    get: (auth, { params }, reply) => batches.get(auth, params.id, requestLocale(reply.request)),
    export: async (auth, { params, query }, reply) => {
      const file = await batches.export(auth, params.id, query.format, requestLocale(reply.request));
      return attachment(reply, file.type, file.name, file.content);
    },
  });
};
