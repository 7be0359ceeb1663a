import { FIRMWARE_FILE_MAX_BYTES, firmwareOperations } from '@ies/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound, ValidationError } from '../../platform/app-error';
import { requireAuth } from '../../platform/auth.plugin';
import { bindOperations } from '../../platform/operation-routes';
import { type FirmwareService, type IncomingPackage, tooLarge } from './firmware.service';

const FIELDS = new Set(['type_id', 'version', 'description']);

/** Firmware packages, their download by signed link, and upgrade tasks (docs/api/firmware.md). */
export const firmwareRoutes: FastifyPluginAsyncZod<{
  firmware: FirmwareService;
  /** Test hooks on: a route that corrupts a stored package (journeys of a failing canary). */
  corrupt?: (tenantId: string, id: string) => Promise<boolean>;
}> = async (app, { firmware, corrupt }) => {
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 12, fieldSize: 4096 } });

  bindOperations(app, ['firmware'], firmwareOperations, {
    list: (auth, { query }) => firmware.list(auth, query.type_id),
    upload: async (auth, request) => {
      if (!request.isMultipart())
        throw new ValidationError([{ field: 'file', code: 'iot-validation.10001' }]);
      const fields: Record<string, string> = {};
      let file: IncomingPackage | undefined;
      try {
        for await (const part of request.parts({ limits: { fileSize: FIRMWARE_FILE_MAX_BYTES + 1 } })) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            file = { fileName: part.filename, bytes, fields };
          } else if (FIELDS.has(part.fieldname) && typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        if (error instanceof AppError) throw error;
        throw new ValidationError([{ field: 'file', code: 'iot-validation.10001' }]);
      }
      return firmware.upload(auth, file, fields);
    },
    remove: (auth, { params }) => firmware.remove(auth, params.id),
    download: async (_auth, request, reply) => {
      const content = Buffer.from(await firmware.download(request.params.id, request.query));
      const headers = {
        'Content-Type': 'application/octet-stream',
        'Accept-Ranges': 'bytes',
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      };
      // Resumable: `Range: bytes=start-` or `bytes=start-end` answers 206 with that part.
      const range = /^bytes=(\d+)-(\d*)$/.exec(String(request.headers.range ?? ''));
      if (range) {
        const start = Number(range[1]);
        const end = range[2] ? Math.min(Number(range[2]), content.length - 1) : content.length - 1;
        if (start >= content.length || end < start) {
          return reply
            .code(416)
            .headers({ ...headers, 'Content-Range': `bytes */${content.length}` })
            .send();
        }
        return reply
          .code(206)
          .headers({ ...headers, 'Content-Range': `bytes ${start}-${end}/${content.length}` })
          .send(content.subarray(start, end + 1));
      }
      return reply.headers(headers).send(content);
    },
    tasks: (auth) => firmware.tasks(auth),
    createTask: (auth, { body }) => firmware.createTask(auth, body),
    task: (auth, { params }) => firmware.task(auth, params.id),
    pause: (auth, { params }) => firmware.pause(auth, params.id),
    resume: (auth, { params, body }) => firmware.resume(auth, params.id, body),
    approve: (auth, { params }) => firmware.approve(auth, params.id),
    cancel: (auth, { params }) => firmware.cancel(auth, params.id),
  });

  if (corrupt) {
    app.post(
      '/test-hooks/firmware/:id/corrupt',
      {
        config: { permission: 'session' },
        schema: { hide: true, params: z.object({ id: z.uuid() }) },
      },
      async (request, reply) => {
        if (!(await corrupt(requireAuth(request).tenantId, request.params.id))) throw notFound();
        return reply.code(204).send();
      },
    );
  }
};
