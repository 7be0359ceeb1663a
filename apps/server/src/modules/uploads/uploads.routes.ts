import { REQUIRED_CODE, uploadsOperations } from '@ies/contracts';
import multipart from '@fastify/multipart';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ValidationError } from '../../platform/app-error';
import { parserLimit, tooLarge, type UploadService } from './upload.service';

/** Served images can never run: no HTML sniffing, no scripts, a sandboxed document if opened directly. */
const SERVE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'Content-Disposition': 'inline',
  'Cache-Control': 'public, max-age=31536000, immutable',
};

function isMultipartError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === code;
}

/** POST /uploads (one image per call) and GET /uploads/{id} (docs/api/messages.md). */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadService }> = async (app, { uploads }) => {
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 2 } });

  bindOperations(app, ['uploads'], uploadsOperations, {
    upload: async (auth, request) => {
      const { purpose } = request.query;
      const missingFile = new ValidationError([{ field: 'file', code: REQUIRED_CODE }]);
      if (!request.isMultipart()) throw missingFile;
      let file: { fileName: string; bytes: Uint8Array };
      try {
        const part = await request.file({ limits: { fileSize: parserLimit(purpose) } });
        if (!part) throw missingFile;
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } catch (error) {
        if (isMultipartError(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge(purpose);
        if (error instanceof AppError) throw error;
        throw missingFile;
      }
      return uploads.store(auth, purpose, file);
    },
    read: async (_auth, { params, query }, reply) => {
      const { contentType, content, privateForSeconds } = await uploads.read(params.id, query);
      // A private picture is kept by this browser only, and no longer than its address is valid.
      const cache =
        privateForSeconds === undefined ? {} : { 'Cache-Control': `private, max-age=${privateForSeconds}` };
      return reply
        .headers({ ...SERVE_HEADERS, ...cache, 'Content-Type': contentType })
        .send(Buffer.from(content));
    },
  });
};
