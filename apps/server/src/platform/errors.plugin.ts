import { type ErrorEnvelope, type FieldError, errorMessage } from '@ies/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, ValidationError } from './app-error';
import { requestLocale } from './locale';

function send(reply: FastifyReply, status: number, envelope: ErrorEnvelope) {
  return reply.status(status).type('application/json; charset=utf-8').send(envelope);
}

/**
 * Turns every failure into the one envelope `{ code, message, data? }` in the caller's language.
 * Unexpected failures are logged with the request id and answered without stack, SQL or paths.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    // While the server drains (SIGTERM), requests still arriving on open connections get the
    // envelope, not Fastify's own 503 body (`return503OnClosing: false` in app.ts hands them here).
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!closing) return;
      const envelope: ErrorEnvelope = {
        code: 'iot-http.503',
        message: errorMessage('iot-http.503', requestLocale(request)),
      };
      // Sent as text: the route's reply schema describes its answers, not this one.
      return reply
        .status(503)
        .header('connection', 'close')
        .header('retry-after', '5')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(envelope));
    });
    // No stored or searched text may hold U+0000 (PostgreSQL text cannot): refused as invalid
    // input wherever it appears, before any schema or service sees it.
    app.addHook('preValidation', async (request) => {
      const field = nulField(request.params, '') ?? nulField(request.query, '') ?? nulField(request.body, '');
      if (field !== undefined) throw new ValidationError([{ field, code: 'iot-validation.10002' }]);
    });
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const locale = requestLocale(request);

      if (error instanceof ValidationError) {
        const fields: FieldError[] = error.fields.map((f) => ({
          field: f.field,
          code: f.code,
          message: errorMessage(f.code, locale, f.params),
        }));
        return send(reply, 422, {
          code: error.code,
          message: errorMessage(error.code, locale),
          data: { fields },
        });
      }
      if (error instanceof AppError) {
        const envelope: ErrorEnvelope = {
          code: error.code,
          message: errorMessage(error.code, locale, error.options.params),
        };
        if (error.options.data !== undefined) envelope.data = error.options.data;
        return send(reply, error.status, envelope);
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
        return send(reply, 413, {
          code: 'iot-http.413',
          message: errorMessage('iot-http.413', locale, { limit: `${app.initialConfig.bodyLimit} B` }),
        });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return send(reply, 415, { code: 'iot-http.415', message: errorMessage('iot-http.415', locale) });
      }
      if (
        error.code?.startsWith('FST_ERR_CTP_') ||
        error instanceof SyntaxError ||
        error.statusCode === 400
      ) {
        return send(reply, 400, { code: 'iot-http.400', message: errorMessage('iot-http.400', locale) });
      }
      if (error.statusCode === 429) {
        return send(reply, 429, { code: 'iot-http.429', message: errorMessage('iot-http.429', locale) });
      }

      if (isDatabaseUnavailable(error)) {
        // Not a fault of the request: the database is down or restarting; the caller retries.
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return send(reply, 503, { code: 'iot-http.503', message: errorMessage('iot-http.503', locale) });
      }
      request.log.error({ err: error }, 'unexpected failure');
      return send(reply, 500, {
        code: 'iot-http.500',
        message: errorMessage('iot-http.500', locale, { requestId: request.id }),
        data: { requestId: request.id },
      });
    });
  },
  { name: 'errors' },
);

/**
 * Failures the router meets before any route or error handler runs (a malformed URL, a path
 * parameter longer than the router takes): answered with the same envelope. An over-long id
 * names nothing, so it is a 404.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(request);
  const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'iot-http.404' : 'iot-http.400';
  return send(reply, code === 'iot-http.404' ? 404 : 400, { code, message: errorMessage(code, locale) });
}

/** The path of the first string (or key) holding U+0000 in a parsed request part, if any. */
function nulField(value: unknown, at: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? at || 'body' : undefined;
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    if (key.includes('\u0000')) return path;
    const found = nulField(inner, path, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
