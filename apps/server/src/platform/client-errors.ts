import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  type ErrorCode,
  errorMessage,
  type Locale,
  localeFromAcceptLanguage,
  normalizeLocale,
} from '@ies/contracts';

/** What Node's HTTP parser says about a request it could not read (`clientError`). */
export type ClientError = Error & { code?: string; rawPacket?: unknown };

/** The bytes that arrived: a Buffer at run time (Fastify's type says a JSON-ed Buffer). */
function rawBytes(raw: unknown): Buffer | undefined {
  if (Buffer.isBuffer(raw)) return raw;
  const data = (raw as { data?: unknown } | undefined)?.data;
  return Array.isArray(data) ? Buffer.from(data as number[]) : undefined;
}

const CODES: Record<string, { code: ErrorCode; status: number }> = {
  // Request line and headers over the parser's 16 KB (a long query string included).
  HPE_HEADER_OVERFLOW: { code: 'iot-http.431', status: 431 },
  ERR_HTTP_REQUEST_TIMEOUT: { code: 'iot-http.408', status: 408 },
};

/**
 * The language of a request Node could not parse, read from what arrived of it (`?locale=`,
 * `X-Locale`, `Accept-Language`, as `requestLocale` does); zh when none is legible.
 */
export function rawRequestLocale(raw: Buffer | undefined): Locale {
  if (!raw) return 'zh';
  const head = raw.subarray(0, 64 * 1024).toString('latin1');
  const [requestLine = '', ...lines] = head.split('\r\n');
  const query = /[?&]locale=([A-Za-z_-]{2,10})(?:[&\s#]|$)/.exec(requestLine)?.[1];
  if (query) return normalizeLocale(query);
  const header = (name: string) =>
    lines
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  const explicit = header('x-locale');
  if (explicit) return normalizeLocale(explicit);
  return localeFromAcceptLanguage(header('accept-language'));
}

/**
 * Fastify's `clientErrorHandler`: Node answers a request it cannot parse (headers over
 * `maxHeaderSize`, a malformed request line, a timeout) before any route or error handler runs,
 * so the envelope every other failure gets is written here, on the raw socket.
 */
export function clientErrorHandler(error: ClientError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { code, status } = CODES[error.code ?? ''] ?? { code: 'iot-http.400' as const, status: 400 };
  const body = JSON.stringify({
    code,
    message: errorMessage(code, rawRequestLocale(rawBytes(error.rawPacket))),
  });
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
