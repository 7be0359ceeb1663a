import http from 'node:http';
import https from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import { targetHost } from './address-classifier';
import { OutboundPolicy, OutboundRefusedError } from './outbound-policy';

export interface OutboundLimits {
  /** From the start of the request until the connection is open (TLS included); default 5 s. */
  connectTimeoutMs: number;
  /** The whole exchange, answer read to its end; default 10 s. */
  timeoutMs: number;
  /** Largest answer body read; a longer one fails the request; default 64 KiB. */
  maxResponseBytes: number;
}

export const DEFAULT_OUTBOUND_LIMITS: OutboundLimits = {
  connectTimeoutMs: 5000,
  timeoutMs: 10_000,
  maxResponseBytes: 64 * 1024,
};

export interface OutboundRequest {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request that failed on its way (time, size): the message says which limit. */
export class OutboundError extends Error {
  override name = 'OutboundError';
}

/**
 * The one HTTP client for addresses a tenant configures (alarm webhooks and robots; later
 * docking, report delivery …). It connects only to addresses the policy allows: a literal
 * address is checked before connecting, a name through the socket's own lookup (so the address
 * checked is the one connected to, and a DNS answer cannot rebind it), and the socket's remote
 * address once more on connect. It follows no redirect: a 3xx is returned like any answer and
 * the caller treats it as a failure (a redirect could lead anywhere, and webhooks need none).
 */
export class OutboundClient {
  readonly limits: OutboundLimits;

  constructor(
    readonly policy: OutboundPolicy = new OutboundPolicy(),
    limits: Partial<OutboundLimits> = {},
  ) {
    this.limits = { ...DEFAULT_OUTBOUND_LIMITS, ...limits };
  }

  async request(url: string, request: OutboundRequest = {}): Promise<OutboundResponse> {
    const parsed = new URL(url);
    const target = targetHost(url);
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !target)
      throw new OutboundRefusedError(parsed.host || url, 'scheme');
    this.policy.checkHost(target.host, target.ip);
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const transport = parsed.protocol === 'https:' ? https : http;
    const { limits, policy } = this;

    return new Promise<OutboundResponse>((resolve, reject) => {
      let settled = false;
      const timers: NodeJS.Timeout[] = [];
      const finish = (error: Error | undefined, response?: OutboundResponse) => {
        if (settled) return;
        settled = true;
        for (const timer of timers) clearTimeout(timer);
        if (error) {
          req.destroy();
          reject(error);
        } else resolve(response as OutboundResponse);
      };
      const req = transport.request(
        {
          protocol: parsed.protocol,
          hostname: target.host,
          port: parsed.port || undefined,
          path: `${parsed.pathname}${parsed.search}`,
          method: request.method ?? 'POST',
          headers: {
            ...request.headers,
            ...(body ? { 'content-length': String(body.length) } : {}),
          },
          // A fresh connection per request: a pooled socket would skip the lookup below.
          agent: false,
          lookup: guardedLookup(policy, target.host),
          servername: target.ip ? undefined : target.host,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > limits.maxResponseBytes) {
              finish(new OutboundError(`answer larger than ${limits.maxResponseBytes} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () =>
            finish(undefined, {
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', (error) => finish(error));
        },
      );
      req.on('error', (error) => finish(error));
      req.on('socket', (socket: Socket) => {
        const opened = () => {
          clearTimeout(connectTimer);
          // The address actually connected to, whatever resolved it (checked again for literals).
          try {
            if (socket.remoteAddress) policy.checkAddress(target.host, socket.remoteAddress);
          } catch (error) {
            finish(error as Error);
          }
        };
        const connectTimer = setTimeout(
          () => finish(new OutboundError(`no connection within ${limits.connectTimeoutMs} ms`)),
          limits.connectTimeoutMs,
        );
        timers.push(connectTimer);
        socket.once(parsed.protocol === 'https:' ? 'secureConnect' : 'connect', opened);
      });
      timers.push(
        setTimeout(
          () => finish(new OutboundError(`no complete answer within ${limits.timeoutMs} ms`)),
          limits.timeoutMs,
        ),
      );
      req.end(body);
    });
  }
}

/** A socket lookup that resolves through the policy's resolver and refuses internal answers. */
function guardedLookup(policy: OutboundPolicy, host: string): LookupFunction {
  return (hostname, options, callback) => {
    policy
      .resolve(hostname)
      .then((answers) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = answers.filter((a) => wanted === undefined || a.family === wanted);
        if (usable.length === 0)
          throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
        // Every answer is checked: one internal answer among public ones is a rebinding attempt.
        for (const answer of usable) policy.checkAddress(host, answer.address);
        if (options.all)
          callback(
            null,
            usable.map((a) => ({ address: a.address, family: a.family })),
          );
        else callback(null, usable[0]?.address ?? '', usable[0]?.family ?? 4);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 4));
  };
}
