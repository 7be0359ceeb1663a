import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { NewOperationLogRow } from '../db/schema';
import { redactParams } from './redact';
import type { Clock } from './clock';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this mutating route is not written to the operation log (e.g. sign-in, kept in the behaviour log). */
    audit?: boolean;
  }
  interface FastifyInstance {
    /** Resolves when every operation-log write started so far has finished (tests read the log after it). */
    auditSettled(): Promise<void>;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `/api/tenant/tenants/:tenant_id/users` → `tenant/tenants`: the first two fixed segments after /api. */
export function moduleOf(routePattern: string): string {
  const segments = routePattern
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'));
  return segments.slice(0, 2).join('/') || '/';
}

/** Error code of a JSON error envelope, when the answer is one. */
function errorCodeOf(payload: unknown): string | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/**
 * The operation log: every mutating /api call is written after its answer has gone out, so the
 * write never slows or fails the request; a failed write is only logged.
 */
/** Where the entries go: the system-log module's repository, handed in by the composition root. */
export interface OperationLogSink {
  usernameOf(userId: string): Promise<string>;
  insert(row: NewOperationLogRow): Promise<void>;
}

export const auditPlugin = fp(
  async (app: FastifyInstance, options: { log: OperationLogSink; clock: Clock }) => {
    const repository = options.log;
    const pending = new Set<Promise<void>>();
    const errorCodes = new WeakMap<FastifyRequest, string>();

    const audited = (request: FastifyRequest): boolean =>
      MUTATING.has(request.method) &&
      !request.is404 &&
      typeof request.routeOptions.url === 'string' &&
      request.routeOptions.url.startsWith('/api/') &&
      request.routeOptions.config.audit !== false;

    app.decorate('auditSettled', async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 400 && audited(request)) {
        const code = errorCodeOf(payload);
        if (code) errorCodes.set(request, code);
      }
      return payload;
    });

    app.addHook('onResponse', async (request, reply) => {
      if (!audited(request)) return;
      // Read everything now: the request object must not be touched after this hook returns.
      const auth = (request as { auth?: { userId: string; tenantId: string } | null }).auth ?? null;
      const entry = {
        tenantId: auth?.tenantId ?? null,
        userId: auth?.userId ?? null,
        module: moduleOf(request.routeOptions.url ?? ''),
        action: `${request.method} ${request.routeOptions.url}`,
        method: request.method,
        path: request.routeOptions.url ?? '',
        params: redactParams({ params: request.params, query: request.query, body: request.body }),
        statusCode: reply.statusCode,
        errorCode: errorCodes.get(request) ?? null,
        ip: request.ip,
        requestId: String(request.id),
        createdAt: options.clock.now(),
      };
      const write = (async () => {
        const username = entry.userId ? await repository.usernameOf(entry.userId) : '';
        await repository.insert({ ...entry, username });
      })()
        .catch((error: unknown) =>
          app.log.error({ err: error, requestId: entry.requestId }, 'operation log write failed'),
        )
        .finally(() => pending.delete(write));
      pending.add(write);
    });
  },
  { name: 'audit' },
);
