import { FILE_RECALL_MAX_BYTES, loraOperations } from '@ies/contracts';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bindOperations } from '../../platform/operation-routes';
import type { FileRecallService } from './file-recall.service';
import type { LoraService } from './lora.service';

/** DTU/LoRa analysis and file recall (docs/api/lora.md). */
export const loraRoutes: FastifyPluginAsyncZod<{ lora: LoraService; recalls: FileRecallService }> = async (
  app,
  { lora, recalls },
) => {
  // A device uploads a recalled file as the raw body (this plugin's scope only).
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: FILE_RECALL_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // A file over the cap is refused before its body is read; the recall then ends failed with that
  // reason. Anything else goes on to the platform's error handler.
  app.setErrorHandler(async (error: FastifyError, request) => {
    const params = request.params as { recall_id?: string } | undefined;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.method === 'PUT' && params?.recall_id)
      throw await recalls.refuseOversized(params.recall_id, request.query as Record<string, string>);
    throw error;
  });
  bindOperations(app, ['lora'], loraOperations, {
    analysis: (auth, { params }) => lora.analysis(auth, params.id),
    scan: (auth, { params }) => lora.scan(auth, params.id),
    configure: (auth, { params, body }) => lora.configure(auth, params.id, body),
    recalls: (auth, { params }) => recalls.list(auth, params.id),
    recall: (auth, { params, body }) => recalls.create(auth, params.id, body),
    download: async (auth, request, reply) => {
      const file = await recalls.download(auth, request.params.id, request.params.recall_id);
      return reply
        .headers({
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': `attachment; filename="${file.fileName}"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        })
        .send(Buffer.from(file.content));
    },
    upload: async (_auth, request, reply) => {
      await recalls.upload(request.params.recall_id, request.query, request.body);
      return reply.code(204).send();
    },
  });
};
